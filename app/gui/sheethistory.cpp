#include "sheethistory.h"

#include <QTextDocument>
#include <QUndoCommand>

namespace {

// One of the document's own undo steps. It has happened when it is pushed, so the first redo (which
// QUndoStack::push calls) does nothing.
class TextStep : public QUndoCommand {
public:
    TextStep(QTextDocument* document, const QString& text)
        : QUndoCommand(text)
        , m_document(document)
    {
    }
    void undo() override { m_document->undo(); }
    void redo() override
    {
        if (m_done)
            m_document->redo();
        m_done = true;
    }

private:
    QTextDocument* m_document;
    bool m_done = false;
};

class SettingStep : public QUndoCommand {
public:
    SettingStep(const QString& text, std::function<void(bool)> apply)
        : QUndoCommand(text)
        , m_apply(std::move(apply))
    {
    }
    void undo() override { m_apply(false); }
    void redo() override { m_apply(true); }

private:
    std::function<void(bool)> m_apply;
};

}  // namespace

SheetHistory::SheetHistory(QTextDocument* document, QObject* parent)
    : QUndoStack(parent)
    , m_document(document)
{
    connect(document, &QTextDocument::undoCommandAdded, this, [this] { push(new TextStep(m_document, tr("Typing"))); });
}

void SheetHistory::change(const QString& text, std::function<void(bool)> apply)
{
    push(new SettingStep(text, std::move(apply)));
}

void SheetHistory::forget()
{
    m_document->clearUndoRedoStacks();
    clear();
}
