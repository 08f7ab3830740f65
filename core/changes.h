// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/change.h"
#include "core/followup.h"

namespace adjutant::core {

struct Base;
struct Battle;

// What each change type does to a battle, how it is undone and how the log describes it.
// Every function validates the payload and throws core::Error naming the payload path
// ("payload.unit.bases[1].width: must be a positive number"); on a throw the battle is unchanged
// only if the caller applied the change to a copy, which BattleSession does.
class Changes
{
public:
    // Schema version of every payload this build writes.
    static constexpr int currentVersion = 1;

    static bool isKnownType(const QString &type);
    static QStringList knownTypes();
    // Types that can be undone. "battle.created" starts a log and cannot.
    static bool isUndoable(const QString &type);

    static void apply(Battle &battle, const Change &change);
    // The changes that take `before` back from the result of `change` to `before` itself.
    static ChangeList inverse(const Battle &before, const Change &change);
    // One line for the log, in the words of the battle as it was before the change.
    static QString describe(const Battle &before, const Change &change);
    // What a player calls changes of this type, as the log's filter offers them ("Bases
    // moved"); the type itself for one this build does not know.
    static QString label(const QString &type);

    // `change` and the follow-ups it calls for as one step (change.followedUp), or `change`
    // itself when there are none.
    static Change followedUp(const Change &change, const FollowUps &followUps);
    // The ordinary changes a step applies, in order: a result's (adjudication.applied), a
    // change's and its follow-ups' (change.followedUp); any other change is its one part, and
    // a change of no type none. Read as stored, without validation (the session validated it
    // when it was recorded).
    static ChangeList parts(const Change &change);
};

// One base's move as base.moved and bases.moved take it, to where `base` stands: the unit's id,
// the base's id, and x, y (the table's unit) and facing, or a hex map's column, row and vertex.
// Undo puts a base back with it; a step that moves bases to new places builds it from them.
QJsonObject baseMovePayload(const Battle &battle, const QString &unit, const Base &base);

} // namespace adjutant::core
