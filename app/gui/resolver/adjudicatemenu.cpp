// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/resolver/adjudicatemenu.h"

#include "app/gui/document/battledocument.h"
#include "app/gui/resolver/resolverdialog.h"
#include "core/battle.h"
#include "core/error.h"
#include "rulesets/ruleset.h"

#include <QAction>
#include <QActionGroup>
#include <QHash>
#include <QKeySequence>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>

namespace adjutant::app {

AdjudicateMenu::AdjudicateMenu(QWidget *window, std::function<QString()> selectedUnit,
                               QList<const rulesets::Ruleset *> rulesets)
    : QObject(window), mWindow(window), mSelectedUnit(std::move(selectedUnit)),
      mRulesets(std::move(rulesets)), mMenu(new QMenu(tr("A&djudicate"), window))
{
    mMenu->setObjectName(QStringLiteral("adjudicateMenu"));
    rebuild();
}

void AdjudicateMenu::setDocument(BattleDocument *document)
{
    mDocument = document;
    mPending.clear(); // they belong to the battle that was open
    rebuild();
}

const rulesets::Ruleset *AdjudicateMenu::find(const QString &id) const
{
    for (const rulesets::Ruleset *ruleset : mRulesets) {
        if (ruleset->id() == id)
            return ruleset;
    }
    return nullptr;
}

QList<const rulesets::Ruleset *> AdjudicateMenu::quickRulesets() const
{
    QList<const rulesets::Ruleset *> list;
    for (const rulesets::Ruleset *ruleset : mRulesets) {
        if (!ruleset->procedures().isEmpty())
            list << ruleset;
    }
    return list;
}

void AdjudicateMenu::chooseQuick(const QString &rulesetId)
{
    QSettings().setValue(quickKey(), rulesetId);
    rebuild();
}

void AdjudicateMenu::addProcedures(const rulesets::Ruleset &ruleset)
{
    for (const rulesets::ProcedureInfo &info : ruleset.procedures()) {
        QAction *action = mMenu->addAction(info.title + QStringLiteral("…"));
        action->setObjectName(info.id);
        action->setShortcut(QKeySequence(info.shortcut));
        action->setStatusTip(QStringLiteral("%1 (%2)").arg(info.description, info.citation));
        action->setToolTip(info.citation);
        const QString id = info.id;
        connect(action, &QAction::triggered, this, [this, id] { open(id); });
    }
}

void AdjudicateMenu::rebuild()
{
    mMenu->clear();
    delete mChoice; // the submenu is the menu's child, not one of its actions
    mRuleset = nullptr;
    const QString battleId = mDocument ? mDocument->battle().ruleset : QString();
    const rulesets::Ruleset *battleRules = mDocument ? find(battleId) : nullptr;
    if (battleRules && !battleRules->procedures().isEmpty()) {
        mRuleset = battleRules;
        mMenu->addSection(battleRules->name())->setObjectName(QStringLiteral("heading"));
        addProcedures(*battleRules);
        return;
    }
    if (mDocument) {
        const QString name = battleRules ? battleRules->name() : battleId;
        mMenu->addSection(name)->setObjectName(QStringLiteral("heading"));
        QAction *note = mMenu->addAction(tr("No procedures for %1 yet").arg(name));
        note->setObjectName(QStringLiteral("noProcedures"));
        note->setEnabled(false);
    }
    // Quick adjudicate: the rule set chosen last, else the first that has procedures.
    const QList<const rulesets::Ruleset *> quick = quickRulesets();
    if (quick.isEmpty())
        return;
    mRuleset = quick.first();
    const QString chosen = QSettings().value(quickKey()).toString();
    for (const rulesets::Ruleset *ruleset : quick) {
        if (ruleset->id() == chosen)
            mRuleset = ruleset;
    }
    mMenu->addSection(tr("Quick adjudicate: %1").arg(mRuleset->name()))
        ->setObjectName(mDocument ? QStringLiteral("quickHeading") : QStringLiteral("heading"));
    if (quick.size() > 1) {
        auto *choice = new QMenu(tr("Quick Adjudicate &Rule Set"), mMenu);
        mChoice = choice;
        mMenu->addMenu(choice);
        choice->menuAction()->setObjectName(QStringLiteral("quickRuleset"));
        auto *group = new QActionGroup(choice);
        for (const rulesets::Ruleset *ruleset : quick) {
            QAction *action = choice->addAction(ruleset->name());
            action->setObjectName(ruleset->id());
            action->setCheckable(true);
            action->setChecked(ruleset == mRuleset);
            group->addAction(action);
            const QString id = ruleset->id();
            // Queued: the menu that holds the action is rebuilt.
            connect(
                action, &QAction::triggered, this, [this, id] { chooseQuick(id); },
                Qt::QueuedConnection);
        }
    }
    addProcedures(*mRuleset);
}

QAction *AdjudicateMenu::action(const QString &procedure) const
{
    for (QAction *action : mMenu->actions()) {
        if (action->objectName() == procedure)
            return action;
    }
    return nullptr;
}

ResolverDialog *AdjudicateMenu::open(const QString &procedure)
{
    if (!mRuleset)
        return nullptr;
    // Quick adjudicate in another rule set than the battle's records nothing into it.
    BattleDocument *document =
        mDocument && mDocument->battle().ruleset == mRuleset->id() ? mDocument.data() : nullptr;
    mPending.clear(); // a procedure chosen from the menu ends a chain of follow-ups
    return create(procedure, document, document ? mSelectedUnit() : QString());
}

void AdjudicateMenu::openNextFollowUp()
{
    if (mPending.isEmpty() || !mDocument || !mRuleset ||
        mDocument->battle().ruleset != mRuleset->id())
        return;
    const Pending next = mPending.takeFirst();
    // fillFrom() pre-fills from its battle group, then fills in what the result gives.
    if (ResolverDialog *dialog = create(next.followUp.procedure, mDocument, QString()))
        dialog->fillFrom(next.followUp, next.calledBy);
}

ResolverDialog *AdjudicateMenu::create(const QString &procedure, BattleDocument *document,
                                       const QString &unitId)
{
    try {
        auto *dialog = new ResolverDialog(*mRuleset, procedure, document, unitId, mWindow);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &ResolverDialog::applied, this,
                [this, procedure](const QList<rulesets::FollowUp> &followUps) {
                    QString calledBy = procedure;
                    for (const rulesets::ProcedureInfo &info : mRuleset->procedures()) {
                        if (info.id == procedure)
                            calledBy = info.title;
                    }
                    QList<Pending> called;
                    for (const rulesets::FollowUp &f : followUps)
                        called.append({f, calledBy});
                    mPending = called + mPending;
                });
        // Queued: the next opens once this one has gone.
        connect(dialog, &QDialog::finished, this, &AdjudicateMenu::openNextFollowUp,
                Qt::QueuedConnection);
        dialog->open();
        return dialog;
    } catch (const core::Error &error) {
        auto *box = new QMessageBox(QMessageBox::Warning, tr("Adjutant"), error.message(),
                                    QMessageBox::Ok, mWindow);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        return nullptr;
    }
}

} // namespace adjutant::app
