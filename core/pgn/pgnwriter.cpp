#include "pgnwriter.h"

#include "pgngame.h"

#include "chess/fen.h"
#include "notation/movewriter.h"

#include <QCoreApplication>

namespace pgn {
namespace {

constexpr const char* SevenTags[] = {"Event", "Site", "Date", "Round", "White", "Black", "Result"};
constexpr int LineWidth = 80;

QString escaped(QString value)
{
    return value.replace(u'\\', QLatin1String("\\\\")).replace(u'"', QLatin1String("\\\""));
}

// Breaks movetext tokens into lines of at most LineWidth characters.
class LineFiller {
public:
    void add(const QString& token)
    {
        if (m_line.size() + 1 + token.size() > LineWidth && !m_line.isEmpty()) {
            m_text += m_line + u'\n';
            m_line.clear();
        }
        if (!m_line.isEmpty())
            m_line += u' ';
        m_line += token;
    }
    QString finish() { return m_text + m_line + u'\n'; }

private:
    QString m_text, m_line;
};

}  // namespace

QString writeTags(const QList<QPair<QString, QString>>& tags, const chess::Position& start)
{
    QString out;
    for (const auto& [name, value] : tags)
        if (name != QLatin1String("SetUp") && name != QLatin1String("FEN"))
            out += QStringLiteral("[%1 \"%2\"]\n").arg(name, escaped(value));
    if (!(start == chess::Position::startPosition()))
        out += QStringLiteral("[SetUp \"1\"]\n[FEN \"%1\"]\n").arg(QString::fromStdString(chess::toFen(start)));
    return out;
}

QString writePgn(const sheet::Record& record, const QList<QPair<QString, QString>>& tags)
{
    const QString result = !record.resultOnBoard.isEmpty() ? record.resultOnBoard
        : record.resultWritten == QLatin1String("1-0") || record.resultWritten == QLatin1String("0-1")
            || record.resultWritten == QLatin1String("1/2-1/2")
        ? record.resultWritten
        : QStringLiteral("*");
    // The Seven Tag Roster first, in its order, then the others as given.
    QList<QPair<QString, QString>> ordered;
    for (const char* name : SevenTags) {
        const QString tag = QString::fromLatin1(name);
        const QString value = tag == QLatin1String("Result") ? result : tagValue(tags, tag);
        ordered.append({tag, value.isEmpty() ? QStringLiteral("?") : value});
    }
    for (const auto& t : tags)
        if (std::none_of(std::begin(SevenTags), std::end(SevenTags), [&](const char* n) { return t.first == QLatin1String(n); }))
            ordered.append(t);
    const QString out = writeTags(ordered, record.start) + u'\n';

    LineFiller moves;
    chess::Position p = record.start;
    bool needNumber = true;
    for (const sheet::EntryRecord& e : record.entries) {
        if (e.ply == 0)
            break;
        const chess::Move m = e.resolution.move;
        if (p.sideToMove() == chess::Color::White || needNumber)
            moves.add(notation::moveNumberText(p));
        moves.add(
            notation::writeMove(p, m, {notation::Notation::San, notation::Language::English, notation::SanStyle::Pgn}));
        needNumber = false;
        if (e.drawOffer) {
            moves.add(QStringLiteral("{(=) %1}").arg(QCoreApplication::translate("Pgn", "draw offer")));
            needNumber = true;  // after a comment, Black's move gets its number again
        }
        p.doMove(m);
    }
    moves.add(result);
    return out + moves.finish();
}

}  // namespace pgn
