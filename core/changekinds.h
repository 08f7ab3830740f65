// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Inside core: what one change type does, shared by changes.cpp (the ordinary changes) and
// changesteps.cpp (the changes made of other changes).

#include "core/change.h"

#include <QHash>
#include <QList>
#include <QString>

#include <functional>

namespace adjutant::core {

struct Battle;
class JsonReader;

namespace changekinds {

inline const QString payloadPath = QStringLiteral("payload");
inline const QString resultType = QStringLiteral("adjudication.applied");
inline const QString followedUpType = QStringLiteral("change.followedUp");

struct Kind
{
    std::function<void(Battle &, const JsonReader &)> apply;
    std::function<ChangeList(const Battle &, const Change &)> inverse; // empty: not undoable
    std::function<QString(const Battle &, const JsonReader &)> describe;
};

// The kind of a known change type; throws core::Error naming an unknown one.
const Kind &kindOf(const QString &type);
QString quoted(const QString &s);
// A field's key in the words of the log: "originalStrength" -> "original strength"
// (changewords.cpp).
QString keyInWords(const QString &key);

// commander.marked (a marker put on a commander or taken off) and the log's words for a
// commander's changes: attached to a unit, his orders (core/commanderkinds.cpp). `kinds` holds
// commander.changed already.
void addCommanderKinds(QHash<QString, Kind> &kinds);

// One of the ordinary changes a step is made of, with the path of its payload for messages.
struct Part
{
    Change change;
    QString path; // "payload.changes[1].payload"
};

// adjudication.applied: a rule-set result applied as one step. Its changes are ordinary
// changes, applied in order; they cannot be whole battles or other steps.
QList<Part> resultParts(const JsonReader &json);
// change.followedUp: a change and the changes the battle's rule set called for after it, each
// with its reason, applied in order as one step (core/followup.h).
QList<Part> followedUpParts(const JsonReader &json);
void applyParts(Battle &battle, const QList<Part> &parts);
// The inverse of each part as the battle stands just before it, last part first.
ChangeList partsInverse(const Battle &before, const QList<Part> &parts);
// "<the change's line>; <each follow-up's reason>".
QString describeFollowedUp(const Battle &before, const JsonReader &json);

} // namespace changekinds

} // namespace adjutant::core
