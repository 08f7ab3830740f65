// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulesets/ruleset.h"

#include <QJsonArray>
#include <QWidget>

class QPushButton;
class QVBoxLayout;

namespace adjutant::app {

class InputForm;

// A list-of-objects field of a procedure's input (shooters, bases, ...): one framed form per
// entry, each removable, and a button adding one.
class FieldListEditor : public QWidget
{
    Q_OBJECT

public:
    FieldListEditor(const rulesets::InputField &field, QWidget *parent = nullptr);

    QJsonArray value() const;
    void setValue(const QJsonArray &value);
    int count() const { return int(mForms.size()); }
    InputForm *form(int index) const { return mForms.value(index); }
    QPushButton *addButton() const { return mAdd; }

    // `path` is "[1].bases" or "[1]".
    bool showProblem(const QString &path, const QString &message);
    void clearProblems();

signals:
    void changed();

private:
    InputForm *append();
    void remove(InputForm *form);
    void renumber();

    rulesets::InputField mField;
    QVBoxLayout *mItems;
    QPushButton *mAdd;
    QList<InputForm *> mForms;
};

} // namespace adjutant::app
