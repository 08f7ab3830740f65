// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/gui/resolver/adjudication.h"

#include <QDialog>
#include <QPointer>

#include <functional>

class QComboBox;
class QLabel;
class QPushButton;

namespace adjutant::app {

class BattleDocument;
class DiceEntry;
class DistributionChart;
class InputForm;
class OddsChart;

// The resolver of one procedure (issue 5, "Adjudicating"): the facts as a form built from the
// procedure's fields, pre-filled from the selected unit and the table and marked where derived;
// the exact odds, live as the facts change; the dice typed or rolled; the result with every
// modifier and its rule; Apply records the result's changes as one undoable step. Without a
// battle (quick adjudicate) the same, with nothing to record.
class ResolverDialog : public QDialog
{
    Q_OBJECT

public:
    ResolverDialog(const rulesets::Ruleset &ruleset, const QString &procedure,
                   BattleDocument *document, const QString &unitId, QWidget *parent = nullptr);
    ~ResolverDialog() override;

    // The facts of the unit (by id) from the battle, replacing the form's.
    void prefill(const QString &unitId);
    // The facts of a procedure an applied result called for: its unit's from the table, then
    // the result's, marked as from `calledBy` (the title of the procedure applied).
    void fillFrom(const rulesets::FollowUp &followUp, const QString &calledBy);
    void loadExample();

    // The size it opens at on a screen with `available` room: as large as it reads best, never
    // past the screen less a window's frame (a 1366 x 768 laptop's too).
    QSize openingSize(const QSize &available) const;
    // What a window's frame and title bar take on a desktop, besides the dialog itself.
    static QSize windowFrame() { return {16, 48}; }

    const Adjudication &adjudication() const { return mAdjudication; }
    InputForm *form() const { return mForm; }
    OddsChart *oddsChart() const { return mOdds; }
    DistributionChart *distributionChart() const { return mDistributions; }
    DiceEntry *diceEntry() const { return mDice; }
    QLabel *modifiers() const { return mModifiers; }
    QLabel *resultLabel() const { return mResult; }
    QLabel *problemLabel() const { return mProblem; }
    QPushButton *applyButton() const { return mApply; }
    QComboBox *unitChooser() const { return mUnits; }

signals:
    // Apply recorded the result, which calls for these procedures next.
    void applied(const QList<rulesets::FollowUp> &followUps);

public slots:
    // Asks first when dice are typed in: closing would lose them.
    void reject() override;

private:
    // Does `then` (closing, another pre-fill, the book's example, Adjutant's dice) at once when
    // no die is typed in; otherwise asks whether to lose the dice typed (Escape, Enter: keep
    // them), and does it only if the player says so.
    void confirmDiscard(const QString &action, const std::function<void()> &then);
    QString describe(const core::Change &change) const;
    QWidget *buildFacts();
    QWidget *buildOutcome();
    void evaluate();
    void showOdds(const rulesets::ProcedureResult &odds);
    void showResult();
    void rollForMe();
    void apply();

    Adjudication mAdjudication;
    rulesets::ProcedureInfo mInfo;
    QPointer<BattleDocument> mDocument;
    QString mUnit; // the battle group pre-filled from, or empty
    InputForm *mForm = nullptr;
    QLabel *mDerivedNote = nullptr;
    QComboBox *mUnits = nullptr;
    OddsChart *mOdds = nullptr;
    DistributionChart *mDistributions = nullptr;
    QLabel *mModifiers = nullptr;
    QLabel *mWorkedOut = nullptr;
    QLabel *mNotes = nullptr;
    DiceEntry *mDice = nullptr;
    QLabel *mResult = nullptr;
    QLabel *mChanges = nullptr;
    QLabel *mProblem = nullptr;
    QPushButton *mApply = nullptr;
    bool mEvaluating = false;
};

} // namespace adjutant::app
