// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The events tst_documentviews records to check every view against a fresh one: a representative
// change of every kind of event core accepts, on the FoGR demo and on the Nieuport 1600 map.
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace documentviewstesting {

// One event of a type: the changes recorded first so that it applies, then the change whose
// event is of that type.
struct Representative
{
    QString type; // of the event the change is recorded as
    QJsonArray setup;
    QJsonObject change;
};

// The demo battle (resources/demo/fogr-tercio-and-dutch-foot.json): Spain's tercio against two
// Dutch battle groups of 6 Average bases, "Dutch foot (front)" (dutch1) and "(flank)" (dutch2).
QList<Representative> representatives();

// The same on the Nieuport 1600 demo's hex map (resources/rulesets/nieuport1600/demo.json): the
// events that change what the map draws (counters, their levels, commanders, terrain painted in
// the map's background).
QList<Representative> mapRepresentatives();

} // namespace documentviewstesting
