// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/battle.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QLineEdit;

namespace adjutant::app {

// File > New Battle: rule set, name, table and the two sides. The rule sets come from the registry,
// and each one's set-up (rulesets::Setup) gives the units of measure, MU sizes and the book's
// table it offers; the battle made is checked as any battle entering the program is.
class NewBattleDialog : public QDialog
{
    Q_OBJECT

public:
    explicit NewBattleDialog(QWidget *parent = nullptr);
    // Every MU size a rule set allows, label and millimetres (the preferences offer the same).
    static QList<QPair<QString, double>> muSizes();
    // A box for a contact tolerance in mm, within geometry's range, showing the preference
    // (the preferences offer the same).
    static QDoubleSpinBox *toleranceBox(QWidget *parent);
    // The battle as entered; valid once the dialog was accepted.
    core::Battle battle() const { return mBattle; }
    // The switches of the rule set's optional rules (none for a rule set without them).
    const QList<QCheckBox *> &optionalRules() const { return mOptionalRules; }

    void accept() override;

private:
    void rulesetChanged();
    void unitChanged();
    QComboBox *mRuleset;
    QLineEdit *mName;
    QComboBox *mUnit;
    QComboBox *mMuSize;
    QDoubleSpinBox *mWidth;
    QDoubleSpinBox *mDepth;
    QDoubleSpinBox *mTolerance;
    QLabel *mTableNote;
    QLineEdit *mSideA;
    QLineEdit *mSideB;
    QLabel *mError;
    // One switch per optional rule of the rule set, its id as the box's object name.
    QGroupBox *mOptional;
    QList<QCheckBox *> mOptionalRules;
    core::Battle mBattle;
};

} // namespace adjutant::app
