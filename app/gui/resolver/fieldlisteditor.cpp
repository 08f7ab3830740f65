// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/resolver/fieldlisteditor.h"

#include "app/gui/resolver/inputform.h"

#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace adjutant::app {

FieldListEditor::FieldListEditor(const rulesets::InputField &field, QWidget *parent)
    : QWidget(parent), mField(field), mItems(new QVBoxLayout),
      mAdd(new QPushButton(tr("Add"), this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    mItems->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(mItems);
    mAdd->setObjectName(field.key + QStringLiteral("Add"));
    mAdd->setToolTip(tr("Add an entry to %1").arg(field.label));
    layout->addWidget(mAdd, 0, Qt::AlignLeft);
    connect(mAdd, &QPushButton::clicked, this, [this] {
        append();
        emit changed();
    });
}

InputForm *FieldListEditor::append()
{
    auto *frame = new QFrame(this);
    frame->setFrameShape(QFrame::StyledPanel);
    auto *layout = new QVBoxLayout(frame);
    auto *header = new QHBoxLayout;
    auto *title = new QLabel(frame);
    title->setObjectName(QStringLiteral("title"));
    auto *remove = new QPushButton(tr("Remove"), frame);
    header->addWidget(title, 1);
    header->addWidget(remove);
    layout->addLayout(header);
    auto *form = new InputForm(mField.fields, frame);
    layout->addWidget(form);
    mItems->addWidget(frame);
    mForms.append(form);
    connect(form, &InputForm::changed, this, &FieldListEditor::changed);
    connect(remove, &QPushButton::clicked, this, [this, form] {
        this->remove(form);
        emit changed();
    });
    renumber();
    return form;
}

void FieldListEditor::remove(InputForm *form)
{
    mForms.removeOne(form);
    form->parentWidget()->deleteLater();
    form->parentWidget()->hide();
    renumber();
}

void FieldListEditor::renumber()
{
    for (qsizetype i = 0; i < mForms.size(); ++i) {
        if (auto *title = mForms[i]->parentWidget()->findChild<QLabel *>(QStringLiteral("title")))
            title->setText(QStringLiteral("<b>%1 %2</b>").arg(mField.label).arg(i + 1));
    }
}

QJsonArray FieldListEditor::value() const
{
    QJsonArray array;
    for (const InputForm *form : mForms)
        array.append(form->value());
    return array;
}

void FieldListEditor::setValue(const QJsonArray &value)
{
    const QList<InputForm *> forms = mForms;
    for (InputForm *form : forms)
        remove(form);
    for (const QJsonValue &entry : value)
        append()->setValue(entry.toObject());
}

bool FieldListEditor::showProblem(const QString &path, const QString &message)
{
    static const QRegularExpression indexed(QStringLiteral("^\\[(\\d+)\\]\\.?(.*)$"));
    const QRegularExpressionMatch match = indexed.match(path);
    if (!match.hasMatch())
        return false;
    InputForm *form = mForms.value(match.captured(1).toInt());
    return form && !match.captured(2).isEmpty() && form->showProblem(match.captured(2), message);
}

void FieldListEditor::clearProblems()
{
    for (InputForm *form : mForms)
        form->clearProblems();
}

} // namespace adjutant::app
