// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulesets/procedureresult.h"
#include "rulesets/ruleset.h"

#include <QMenu>
#include <QObject>
#include <QPointer>

#include <functional>

class QAction;
class QWidget;

namespace adjutant::app {

class BattleDocument;
class ResolverDialog;

// The Adjudicate menu: every procedure of the open battle's rule set, the frequent ones with a
// shortcut. Each opens the procedure's resolver, pre-filled from the unit selected. With no
// battle open, or one whose rule set has no procedures yet, it is quick adjudicate: the procedures
// of one of the rule sets that have some, the player's choice (a submenu when there are several,
// remembered with QSettings; the heading names the one in use).
class AdjudicateMenu : public QObject
{
    Q_OBJECT

public:
    // `selectedUnit` gives the id of the unit the resolvers pre-fill from (empty for none);
    // `rulesets` are the rule sets it knows (the registry's; tests give their own).
    AdjudicateMenu(QWidget *window, std::function<QString()> selectedUnit,
                   QList<const rulesets::Ruleset *> rulesets = rulesets::allRulesets());

    QMenu *menu() const { return mMenu; }
    void setDocument(BattleDocument *document);
    // The rule set whose procedures the menu lists, or nullptr.
    const rulesets::Ruleset *ruleset() const { return mRuleset; }
    QAction *action(const QString &procedure) const;

    // The rule sets quick adjudicate offers: those with procedures.
    QList<const rulesets::Ruleset *> quickRulesets() const;
    // Quick adjudicate in this rule set from now on (and in the next session).
    void chooseQuick(const QString &rulesetId);
    // The QSettings key of that choice.
    static QString quickKey() { return QStringLiteral("adjudicate/quickRuleset"); }

    // Opens the resolver (window-modal, not blocking) and returns it. Once one is applied, the
    // procedures its result calls for open in turn, filled in from it, each when the one before
    // is closed.
    ResolverDialog *open(const QString &procedure);

private:
    struct Pending
    {
        rulesets::FollowUp followUp;
        QString calledBy; // the title of the procedure whose result called for it
    };

    ResolverDialog *create(const QString &procedure, BattleDocument *document,
                           const QString &unitId);
    void openNextFollowUp();
    void rebuild();
    const rulesets::Ruleset *find(const QString &id) const;
    void addProcedures(const rulesets::Ruleset &ruleset);

    QWidget *mWindow;
    std::function<QString()> mSelectedUnit;
    QList<const rulesets::Ruleset *> mRulesets;
    QMenu *mMenu;
    QPointer<QMenu> mChoice; // quick adjudicate's choice of rule set, when there is one
    QPointer<BattleDocument> mDocument;
    const rulesets::Ruleset *mRuleset = nullptr;
    QList<Pending> mPending; // follow-ups still to open, in turn

};

} // namespace adjutant::app
