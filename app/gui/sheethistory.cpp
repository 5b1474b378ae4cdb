// SPDX-License-Identifier: GPL-3.0-or-later
#include "sheethistory.h"

#include <QTextDocument>
#include <QUndoCommand>

namespace {

// A step with its name, worded again whenever it is shown.
class NamedStep : public QUndoCommand {
public:
    explicit NamedStep(const StepName& name)
        : QUndoCommand(name.text())
        , m_name(name)
    {
    }
    QString name() const { return m_name.text(); }

private:
    StepName m_name;
};

// One of the document's own undo steps. It has happened when it is pushed, so the first redo (which
// QUndoStack::push calls) does nothing.
class TextStep : public NamedStep {
public:
    TextStep(QTextDocument* document, const StepName& name)
        : NamedStep(name)
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

class SettingStep : public NamedStep {
public:
    SettingStep(const StepName& name, std::function<void(bool)> apply)
        : NamedStep(name)
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
class FieldStep : public NamedStep {
public:
    FieldStep(const StepName& name, int field, std::function<void(bool)> apply)
        : NamedStep(name)
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
        push(new TextStep(m_document,
            m_textStepName.value_or(StepName{"SheetHistory", QT_TRANSLATE_NOOP("SheetHistory", "Typing")})));
    });
}

void SheetHistory::change(const StepName& name, std::function<void(bool)> apply)
{
    push(new SettingStep(name, std::move(apply)));
}

void SheetHistory::record(const StepName& name, int field, std::function<void(bool)> apply)
{
    push(new FieldStep(name, field, std::move(apply)));
}

void SheetHistory::editText(const StepName& name, const std::function<void()>& edit)
{
    m_textStepName = name;
    edit();
    m_textStepName.reset();
}

QString SheetHistory::undoName() const
{
    return canUndo() ? static_cast<const NamedStep*>(command(index() - 1))->name() : QString();
}

QString SheetHistory::redoName() const
{
    return canRedo() ? static_cast<const NamedStep*>(command(index()))->name() : QString();
}

void SheetHistory::forget()
{
    m_document->clearUndoRedoStacks();
    clear();
}
