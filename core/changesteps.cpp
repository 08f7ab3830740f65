// SPDX-License-Identifier: GPL-3.0-or-later
// The changes made of other changes, applied as one step: a rule-set result
// (adjudication.applied) and a change with the follow-ups its rule set called for
// (change.followedUp).
#include "core/changekinds.h"
#include "core/changes.h"

#include "core/battle.h"
#include "core/error.h"
#include "core/jsonreader.h"

#include <QJsonArray>

namespace adjutant::core {

using namespace changekinds;

namespace {

// A change read from `value` at `path` that may be part of `step` ("a result"): no whole battle,
// and none of the `refused` types.
Part partOf(const QJsonValue &value, const QString &path, const QStringList &refused,
            const QString &step)
{
    const Change change = Change::fromJson(value, path);
    if (change.type.startsWith(QStringLiteral("battle.")) || refused.contains(change.type))
        JsonReader::failAt(path + QStringLiteral(".type"),
                           QStringLiteral("%1 cannot be part of %2").arg(quoted(change.type), step));
    kindOf(change.type); // known
    return {change, path + QStringLiteral(".payload")};
}

} // namespace

QList<Part> changekinds::resultParts(const JsonReader &json)
{
    json.allowOnly({u"ruleset", u"procedure", u"summary", u"changes", u"record"});
    json.nonEmptyString(u"ruleset");
    json.nonEmptyString(u"procedure");
    json.string(u"summary");
    QList<Part> parts;
    const QJsonArray array = json.array(u"changes");
    for (qsizetype i = 0; i < array.size(); ++i)
        parts << partOf(array.at(i), JsonReader::pathOf(json.pathOf(u"changes"), i),
                        {resultType, followedUpType}, QStringLiteral("a result"));
    return parts;
}

QList<Part> changekinds::followedUpParts(const JsonReader &json)
{
    json.allowOnly({u"change", u"followUps"});
    const QString step = QStringLiteral("a change with follow-ups");
    QList<Part> parts{partOf(json.object().value(QStringLiteral("change")), json.pathOf(u"change"),
                             {followedUpType}, step)};
    const QJsonArray followUps = json.array(u"followUps");
    if (followUps.isEmpty())
        json.fail(u"followUps", QStringLiteral("must name at least one follow-up"));
    for (qsizetype i = 0; i < followUps.size(); ++i) {
        const JsonReader followUp(followUps.at(i), JsonReader::pathOf(json.pathOf(u"followUps"), i));
        followUp.allowOnly({u"change", u"reason"});
        followUp.nonEmptyString(u"reason");
        parts << partOf(followUp.object().value(QStringLiteral("change")),
                        followUp.pathOf(u"change"), {resultType, followedUpType}, step);
    }
    return parts;
}

void changekinds::applyParts(Battle &battle, const QList<Part> &parts)
{
    for (const Part &part : parts)
        kindOf(part.change.type).apply(battle, JsonReader(part.change.payload, part.path));
}

ChangeList changekinds::partsInverse(const Battle &before, const QList<Part> &parts)
{
    Battle battle = before;
    ChangeList inverse;
    for (const Part &part : parts) {
        try {
            const ChangeList undo = kindOf(part.change.type).inverse(battle, part.change);
            for (auto it = undo.rbegin(); it != undo.rend(); ++it)
                inverse.prepend(*it);
        } catch (const Error &error) {
            // The inner change's messages name its own payload; say which part of the step.
            QString message = error.message();
            if (message.startsWith(payloadPath))
                message.replace(0, payloadPath.size(), part.path);
            throw Error(message);
        }
        kindOf(part.change.type).apply(battle, JsonReader(part.change.payload, part.path));
    }
    return inverse;
}

QString changekinds::describeFollowedUp(const Battle &before, const JsonReader &json)
{
    const QList<Part> parts = followedUpParts(json);
    QStringList lines{kindOf(parts.first().change.type)
                          .describe(before, JsonReader(parts.first().change.payload, payloadPath))};
    for (const QJsonValue &followUp : json.array(u"followUps"))
        lines << followUp.toObject().value(QStringLiteral("reason")).toString();
    return lines.join(QStringLiteral("; "));
}

Change Changes::followedUp(const Change &change, const FollowUps &followUps)
{
    if (followUps.isEmpty())
        return change;
    QJsonArray list;
    for (const FollowUp &followUp : followUps) {
        list.append(QJsonObject{{QStringLiteral("change"), followUp.change.toJson()},
                                {QStringLiteral("reason"), followUp.reason}});
    }
    return Change{followedUpType,
                  {{QStringLiteral("change"), change.toJson()}, {QStringLiteral("followUps"), list}}};
}

ChangeList Changes::parts(const Change &change)
{
    const auto changeOf = [](const QJsonValue &value) {
        const QJsonObject json = value.toObject();
        return Change{json.value(QStringLiteral("type")).toString(),
                      json.value(QStringLiteral("payload")).toObject()};
    };
    ChangeList list;
    if (change.type.isEmpty())
        return list; // a part that is not there (an empty payload) touches nothing
    if (change.type == resultType) {
        for (const QJsonValue &part : change.payload.value(QStringLiteral("changes")).toArray())
            list << parts(changeOf(part));
    } else if (change.type == followedUpType) {
        list << parts(changeOf(change.payload.value(QStringLiteral("change"))));
        for (const QJsonValue &followUp : change.payload.value(QStringLiteral("followUps")).toArray())
            list << parts(changeOf(followUp.toObject().value(QStringLiteral("change"))));
    } else {
        list << change;
    }
    return list;
}

} // namespace adjutant::core
