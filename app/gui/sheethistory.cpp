// SPDX-License-Identifier: GPL-3.0-or-later
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

// A change already made in a field: the first redo (which push calls) does nothing; typing on in the
// same field joins the step, which then takes back to before the first keystroke.
class FieldStep : public QUndoCommand {
public:
    FieldStep(const QString& text, int field, std::function<void(bool)> apply)
        : QUndoCommand(text)
        , m_field(field)
    {
        m_undo = apply;
        m_redo = std::move(apply);
    }
    int id() const override { return FieldSteps + m_field; }
    bool mergeWith(const QUndoCommand* other) override
    {
        m_redo = static_cast<const FieldStep*>(other)->m_redo;  // this step's undo stays the first one's
        return true;
    }
    void undo() override { m_undo(false); }
    void redo() override
    {
        if (m_done)
            m_redo(true);
        m_done = true;
    }

private:
    static constexpr int FieldSteps = 1000;  // ids of their own, apart from any other step's
    int m_field;
    std::function<void(bool)> m_undo, m_redo;
    bool m_done = false;
};

}  // namespace

SheetHistory::SheetHistory(QTextDocument* document, QObject* parent)
    : QUndoStack(parent)
    , m_document(document)
{
    connect(document, &QTextDocument::undoCommandAdded, this, [this] {
        push(new TextStep(m_document, m_textStepName.isEmpty() ? tr("Typing") : m_textStepName));
    });
}

void SheetHistory::change(const QString& text, std::function<void(bool)> apply)
{
    push(new SettingStep(text, std::move(apply)));
}

void SheetHistory::record(const QString& text, int field, std::function<void(bool)> apply)
{
    push(new FieldStep(text, field, std::move(apply)));
}

void SheetHistory::editText(const QString& text, const std::function<void()>& edit)
{
    m_textStepName = text;
    edit();
    m_textStepName.clear();
}

void SheetHistory::forget()
{
    m_document->clearUndoRedoStacks();
    clear();
}
