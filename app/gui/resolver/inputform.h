// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulesets/ruleset.h"

#include <QHash>
#include <QJsonObject>
#include <QWidget>

class QGridLayout;
class QLabel;
class QToolButton;

namespace adjutant::app {

class FieldListEditor;

// A procedure's input as a form, built from its fields (rulesets::InputField): a check box for
// each yes/no fact, a spin box for each number ("not given" when the field is optional), a combo
// box for each choice ("choose…" when the field is required), and nested forms for objects and
// lists. Facts derived from the table carry a badge saying where they come from; a fact the
// player changes shows that it is overridden, and the badge puts the derived value back.
class InputForm : public QWidget
{
    Q_OBJECT

public:
    explicit InputForm(const QList<rulesets::InputField> &fields, QWidget *parent = nullptr);

    // The input as the procedure reads it: given fields only (a yes/no fact at its fallback and
    // a number not given are left out, so that the procedure works them out from the others).
    QJsonObject value() const;
    // Every field to its value in `value`, or to its fallback; clears the derived marks.
    void setValue(const QJsonObject &value);
    // Facts derived from the table, set and marked; `why` says where each comes from. `source`
    // is the mark ("from the table" when empty): facts a result calls for are "from the melee".
    void setDerived(const QJsonObject &facts, const QHash<QString, QString> &why,
                    const QString &source = {});
    QStringList derivedKeys() const;
    bool isOverridden(const QString &key) const;

    // Shows `message` beside the field at `path` ("hitsReceived", "sides[1].bases"); false when
    // no field has that path.
    bool showProblem(const QString &path, const QString &message);
    void clearProblems();
    // When the field at `path` must be given and is empty: what to ask of the player ("choose
    // one"), in the form's words; otherwise empty.
    QString askFor(const QString &path) const;

    QWidget *editor(const QString &key) const;
    QToolButton *badge(const QString &key) const;
    QString label(const QString &key) const;

    // "closeCombat" -> "Close combat", for choices spelt as identifiers.
    static QString displayWord(const QString &word);
    // A procedure's message in the form's words: its fields' keys ("originalBases") as their
    // labels, its choices ("closeCombat") as the form shows them.
    QString inWords(const QString &message) const;

signals:
    void changed();

private:
    static void updateChoiceListText(QToolButton *button);
    struct Row
    {
        rulesets::InputField field;
        QLabel *label = nullptr;
        QWidget *editor = nullptr;
        QToolButton *badge = nullptr;
        QLabel *problem = nullptr;
        InputForm *object = nullptr;
        FieldListEditor *list = nullptr;
        QJsonValue derived = QJsonValue(QJsonValue::Undefined);
        QString why;
        QString source; // the badge's words while not overridden
    };

    void addRow(QGridLayout *grid, const rulesets::InputField &field);
    // Marks in `form`, an entry of an object or list field, the facts of `value` that `why`
    // names under `prefix`.
    static void markNested(InputForm *form, const QJsonObject &value,
                           const QHash<QString, QString> &why, const QString &prefix,
                           const QString &source);
    const Row *row(const QString &key) const;
    // The field's value; undefined when not given.
    QJsonValue rowValue(const Row &row) const;
    void setRowValue(Row &row, const QJsonValue &value);
    void updateBadge(Row &row);
    void edited();

    QList<Row> mRows;
    bool mSetting = false;
};

} // namespace adjutant::app
