// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/document/battledocument.h"

#include "core/battlesession.h"
#include "core/error.h"
#include "rulesets/battlecheck.h"
#include "rulesets/ruleset.h"

namespace adjutant::app {

BattleDocument::BattleDocument(std::unique_ptr<core::BattleSession> session, QString path,
                               QObject *parent)
    : QObject(parent), mSession(std::move(session)), mPath(std::move(path))
{
    mSession->setFollowUps(rulesets::followUpsOf);
    // Every step, undo, redo and event brought in from a club server is refused when it leaves a
    // state the rule set refuses, as in the CLI (rulesets/battlecheck.h).
    mSession->setStateRule(rulesets::stateProblems);
}

BattleDocument::~BattleDocument() = default;

const core::Battle &BattleDocument::battle() const { return mSession->battle(); }

void BattleDocument::refuseIfReadOnly() const
{
    if (!mReadOnly.isEmpty())
        throw core::Error(mReadOnly);
}

void BattleDocument::record(const core::Change &change)
{
    refuseIfReadOnly();
    emit changed(core::ChangeScope::of(mSession->record(change)));
}

void BattleDocument::undo()
{
    refuseIfReadOnly();
    emit changed(core::ChangeScope::of(mSession->undo()));
}

void BattleDocument::redo()
{
    refuseIfReadOnly();
    emit changed(core::ChangeScope::of(mSession->redo()));
}

qsizetype BattleDocument::catchUp()
{
    const qsizetype count = mSession->catchUp();
    if (count > 0) {
        core::ChangeScope scope;
        scope.battle = true; // the views read the battle afresh
        emit changed(scope);
    }
    return count;
}

void BattleDocument::reload()
{
    mSession->reload();
    core::ChangeScope scope;
    scope.battle = true; // the views read the battle afresh
    emit changed(scope);
}

} // namespace adjutant::app
