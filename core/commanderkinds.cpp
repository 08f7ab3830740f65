// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/changekinds.h"

#include "core/battle.h"
#include "core/jsonreader.h"

namespace adjutant::core {

namespace {

using namespace changekinds;

QString nameOr(const QString &name, const QString &id) { return name.isEmpty() ? id : name; }

const Commander &commanderAt(const Battle &battle, const JsonReader &json)
{
    const QString id = json.nonEmptyString(u"id");
    for (const Commander &commander : battle.commanders) {
        if (commander.id == id)
            return commander;
    }
    json.fail(u"id", QStringLiteral("no commander with id %1").arg(quoted(id)));
}

QString who(const Battle &battle, const JsonReader &json)
{
    const Commander &commander = commanderAt(battle, json);
    return quoted(nameOr(commander.name, commander.id));
}

// commander.marked {"id", "marker", "on", "index"}: a marker in the rule set's words put on a
// commander (N1600 4.4: "Bypassed"), at `index` among his markers (last by default), or taken
// off. Putting on one he has, or taking off one he lacks, is refused, so that its undo restores
// exactly what was.
void applyMarked(Battle &battle, const JsonReader &json)
{
    json.allowOnly({u"id", u"marker", u"on", u"index"});
    const Commander &found = commanderAt(battle, json);
    Commander &commander = battle.commanders[&found - battle.commanders.constData()];
    const QString marker = json.nonEmptyString(u"marker");
    const bool on = json.optionalBoolean(u"on", true);
    if (on == commander.markers.contains(marker)) {
        json.fail(u"marker", on ? QStringLiteral("%1 is already marked %2").arg(who(battle, json), quoted(marker))
                                : QStringLiteral("%1 is not marked %2").arg(who(battle, json), quoted(marker)));
    }
    if (on)
        commander.markers.insert(json.optionalInteger(u"index", 0, int(commander.markers.size()),
                                                      int(commander.markers.size())),
                                 marker);
    else
        commander.markers.removeAll(marker);
}

} // namespace

void changekinds::addCommanderKinds(QHash<QString, Kind> &kinds)
{
    kinds.insert(QStringLiteral("commander.marked"),
                 {applyMarked,
                  [](const Battle &before, const Change &c) {
                      const JsonReader json(c.payload, payloadPath);
                      const QString marker = json.nonEmptyString(u"marker");
                      QJsonObject back{{QStringLiteral("id"), commanderAt(before, json).id},
                                       {QStringLiteral("marker"), marker},
                                       {QStringLiteral("on"), !json.optionalBoolean(u"on", true)}};
                      if (!json.optionalBoolean(u"on", true))
                          back[QStringLiteral("index")] = commanderAt(before, json).markers.indexOf(marker);
                      return ChangeList{Change{c.type, back}};
                  },
                  [](const Battle &b, const JsonReader &j) {
                      const QString marker = j.optionalString(u"marker");
                      return j.optionalBoolean(u"on", true)
                          ? QStringLiteral("%1 marked %2").arg(who(b, j), marker)
                          : QStringLiteral("%1: %2 marker removed").arg(who(b, j), marker);
                  }});

    // The log's words for a commander joining or leaving a unit (OD 8.3, Attaching Generals):
    // "General von Zieten attached to "Garde"", "... detached from "Garde""; and for his orders
    // (N1600 6.3): ""Francis Vere": orders Marchez! → Chargez!".
    Kind &changed = kinds[QStringLiteral("commander.changed")];
    changed.describe = [generic = changed.describe](const Battle &b, const JsonReader &j) {
        const JsonReader set = j.child(u"set");
        const QStringList keys = set.object().keys();
        if (keys == QStringList{QStringLiteral("orders")}) {
            const QString from = commanderAt(b, j).orders;
            const QString to = set.optionalString(u"orders");
            return QStringLiteral("%1: orders %2 → %3")
                .arg(who(b, j), from.isEmpty() ? QStringLiteral("none") : from,
                     to.isEmpty() ? QStringLiteral("none") : to);
        }
        if (keys != QStringList{QStringLiteral("attachedTo")})
            return generic(b, j);
        const QString to = set.optionalString(u"attachedTo");
        const QString from = commanderAt(b, j).attachedTo;
        const auto unitName = [&](const QString &id) {
            const int u = b.unitIndex(id);
            return quoted(u < 0 ? id : nameOr(b.units[u].name, id));
        };
        if (to.isEmpty())
            return QStringLiteral("%1 detached from %2").arg(who(b, j), unitName(from));
        if (from.isEmpty())
            return QStringLiteral("%1 attached to %2").arg(who(b, j), unitName(to));
        return QStringLiteral("%1 attached to %2 (from %3)").arg(who(b, j), unitName(to), unitName(from));
    };
}

} // namespace adjutant::core
