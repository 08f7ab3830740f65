// SPDX-License-Identifier: GPL-3.0-or-later
// A representative change of every kind of event, for tst_documentviews (documentviewstesting.h).
#include "documentviewstesting.h"

#include <initializer_list>
#include <tuple>
#include <utility>

namespace documentviewstesting {

namespace {

QJsonObject change(const QString &type, const QJsonObject &payload)
{
    return {{QStringLiteral("type"), type}, {QStringLiteral("payload"), payload}};
}

QJsonObject base(const QString &id, double x, double y, double facing)
{
    return {{QStringLiteral("id"), id},     {QStringLiteral("x"), x},
            {QStringLiteral("y"), y},       {QStringLiteral("facing"), facing},
            {QStringLiteral("width"), 1.6}, {QStringLiteral("depth"), 0.8}};
}

QJsonObject lost(const QString &unit)
{
    return change(QStringLiteral("unit.basesLost"),
                  {{QStringLiteral("id"), unit}, {QStringLiteral("count"), 1}});
}

QJsonArray square(double x, double y, double size)
{
    QJsonArray points;
    for (const auto &[dx, dy] : {std::pair{0, 0}, {1, 0}, {1, 1}, {0, 1}})
        points.append(QJsonObject{{QStringLiteral("x"), x + dx * size},
                                  {QStringLiteral("y"), y + dy * size}});
    return points;
}

QJsonArray hexes(std::initializer_list<std::pair<int, int>> cells)
{
    QJsonArray list;
    for (const auto &[column, row] : cells)
        list.append(QJsonObject{{QStringLiteral("column"), column}, {QStringLiteral("row"), row}});
    return list;
}

} // namespace

QList<Representative> representatives()
{
    const QString dutch1 = QStringLiteral("dutch1");
    const QString dutch2 = QStringLiteral("dutch2");
    const QJsonObject allies{{QStringLiteral("id"), QStringLiteral("allies")},
                             {QStringLiteral("name"), QStringLiteral("Allies")}};
    QJsonArray nudge; // dutch2 a fifth of an MU to the right, as the arrow key with Shift does
    for (const auto &[id, x, y] : {std::tuple{"f1r1", 44.4, 18.8},
                                   {"f1r2", 45.2, 18.8},
                                   {"f2r1", 44.4, 20.4},
                                   {"f2r2", 45.2, 20.4},
                                   {"f3r1", 44.4, 22.0},
                                   {"f3r2", 45.2, 22.0}}) {
        nudge.append(QJsonObject{{QStringLiteral("unit"), dutch2},
                                 {QStringLiteral("id"), QString::fromLatin1(id)},
                                 {QStringLiteral("x"), x + 0.2},
                                 {QStringLiteral("y"), y},
                                 {QStringLiteral("facing"), 270}});
    }
    return {
        {QStringLiteral("side.added"),
         {},
         change(QStringLiteral("side.added"), {{QStringLiteral("side"), allies}})},
        {QStringLiteral("side.changed"),
         {},
         change(QStringLiteral("side.changed"),
                {{QStringLiteral("id"), QStringLiteral("dutch")},
                 {QStringLiteral("set"),
                  QJsonObject{{QStringLiteral("name"), QStringLiteral("United Provinces")}}}})},
        {QStringLiteral("side.removed"),
         {change(QStringLiteral("side.added"), {{QStringLiteral("side"), allies}})},
         change(QStringLiteral("side.removed"),
                {{QStringLiteral("id"), QStringLiteral("allies")}})},
        {QStringLiteral("unit.added"),
         {},
         change(QStringLiteral("unit.added"),
                {{QStringLiteral("unit"),
                  QJsonObject{
                      {QStringLiteral("id"), QStringLiteral("dutch3")},
                      {QStringLiteral("side"), QStringLiteral("dutch")},
                      {QStringLiteral("name"), QStringLiteral("Dutch foot (reserve)")},
                      {QStringLiteral("troopType"), QStringLiteral("Heavy Foot")},
                      {QStringLiteral("quality"), QStringLiteral("Average")},
                      {QStringLiteral("strength"), QJsonObject{{QStringLiteral("original"), 2}}},
                      {QStringLiteral("state"),
                       QJsonObject{{QStringLiteral("cohesion"), QStringLiteral("Steady")}}},
                      {QStringLiteral("bases"),
                       QJsonArray{base(QStringLiteral("f1r1"), 20, 40, 180),
                                  base(QStringLiteral("f2r1"), 21.6, 40, 180)}}}}})},
        // Its label's card keeps its size (the name is the wider line): only a repaint shows it.
        {QStringLiteral("unit.changed"),
         {},
         change(QStringLiteral("unit.changed"),
                {{QStringLiteral("id"), dutch2},
                 {QStringLiteral("set"),
                  QJsonObject{{QStringLiteral("name"), QStringLiteral("Dutch foot (right)")},
                              {QStringLiteral("quality"), QStringLiteral("Poor")}}}})},
        {QStringLiteral("unit.removed"),
         {},
         change(QStringLiteral("unit.removed"), {{QStringLiteral("id"), dutch2}})},
        // The issue's own: a cohesion step that the table's label of "Dutch foot (front)" missed.
        {QStringLiteral("unit.stateChanged"),
         {},
         change(QStringLiteral("unit.stateChanged"),
                {{QStringLiteral("id"), dutch1},
                 {QStringLiteral("state"),
                  QJsonObject{{QStringLiteral("cohesion"), QStringLiteral("Disrupted")}}}})},
        {QStringLiteral("unit.basesLost"), {}, lost(dutch2)},
        {QStringLiteral("unit.basesRestored"),
         {lost(dutch1)},
         change(QStringLiteral("unit.basesRestored"),
                {{QStringLiteral("id"), dutch1}, {QStringLiteral("count"), 1}})},
        {QStringLiteral("commander.added"),
         {},
         change(QStringLiteral("commander.added"),
                {{QStringLiteral("commander"),
                  QJsonObject{{QStringLiteral("id"), QStringLiteral("maurice")},
                              {QStringLiteral("side"), QStringLiteral("dutch")},
                              {QStringLiteral("name"), QStringLiteral("Maurice")},
                              {QStringLiteral("rank"), QStringLiteral("Field commander")},
                              {QStringLiteral("x"), 40},
                              {QStringLiteral("y"), 30},
                              {QStringLiteral("attachedTo"), dutch1}}}})},
        {QStringLiteral("commander.changed"),
         {},
         change(QStringLiteral("commander.changed"),
                {{QStringLiteral("id"), QStringLiteral("nassau")},
                 {QStringLiteral("set"), QJsonObject{{QStringLiteral("attachedTo"), dutch2}}}})},
        {QStringLiteral("commander.marked"),
         {},
         change(QStringLiteral("commander.marked"),
                {{QStringLiteral("id"), QStringLiteral("nassau")},
                 {QStringLiteral("marker"), QStringLiteral("Finished")}})},
        {QStringLiteral("commander.removed"),
         {},
         change(QStringLiteral("commander.removed"),
                {{QStringLiteral("id"), QStringLiteral("nassau")}})},
        {QStringLiteral("terrain.added"),
         {},
         change(QStringLiteral("terrain.added"),
                {{QStringLiteral("terrain"),
                  QJsonObject{{QStringLiteral("id"), QStringLiteral("wood2")},
                              {QStringLiteral("type"), QStringLiteral("Woods")},
                              {QStringLiteral("polygon"), square(20, 10, 5)}}}})},
        {QStringLiteral("terrain.changed"),
         {},
         change(QStringLiteral("terrain.changed"),
                {{QStringLiteral("id"), QStringLiteral("wood1")},
                 {QStringLiteral("set"),
                  QJsonObject{{QStringLiteral("polygon"), square(8, 30, 6)}}}})},
        {QStringLiteral("terrain.removed"),
         {},
         change(QStringLiteral("terrain.removed"),
                {{QStringLiteral("id"), QStringLiteral("hill1")}})},
        {QStringLiteral("base.added"),
         {},
         change(QStringLiteral("base.added"),
                {{QStringLiteral("unit"), dutch2},
                 {QStringLiteral("base"), base(QStringLiteral("f4r1"), 44.4, 23.6, 270)}})},
        {QStringLiteral("base.removed"),
         {},
         change(QStringLiteral("base.removed"), {{QStringLiteral("unit"), dutch2},
                                                 {QStringLiteral("id"), QStringLiteral("f3r2")}})},
        {QStringLiteral("base.moved"),
         {},
         change(QStringLiteral("base.moved"), {{QStringLiteral("unit"), dutch2},
                                               {QStringLiteral("id"), QStringLiteral("f3r2")},
                                               {QStringLiteral("x"), 46},
                                               {QStringLiteral("y"), 22},
                                               {QStringLiteral("facing"), 250}})},
        {QStringLiteral("bases.moved"),
         {},
         change(QStringLiteral("bases.moved"), {{QStringLiteral("moves"), nudge}})},
        // Capture markers: a tray and a base (no view draws them yet; the log lists the step).
        {QStringLiteral("markers.assigned"),
         {},
         change(QStringLiteral("markers.assigned"),
                {{QStringLiteral("assignments"),
                  QJsonArray{
                      QJsonObject{{QStringLiteral("unit"), dutch1}, {QStringLiteral("marker"), 0}},
                      QJsonObject{{QStringLiteral("unit"), dutch2},
                                  {QStringLiteral("base"), QStringLiteral("f1r1")},
                                  {QStringLiteral("marker"), 1}}}}})},
        {QStringLiteral("turn.changed"),
         {},
         change(QStringLiteral("turn.changed"),
                {{QStringLiteral("turn"), 2},
                 {QStringLiteral("phase"), QStringLiteral("Impact")},
                 {QStringLiteral("activeSide"), QStringLiteral("dutch")}})},
        {QStringLiteral("table.contactToleranceChanged"),
         {},
         change(QStringLiteral("table.contactToleranceChanged"),
                {{QStringLiteral("millimetres"), 2}})},
        {QStringLiteral("adjudication.applied"),
         {},
         change(QStringLiteral("adjudication.applied"),
                {{QStringLiteral("ruleset"), QStringLiteral("fogr")},
                 {QStringLiteral("procedure"), QStringLiteral("death-roll")},
                 {QStringLiteral("summary"), QStringLiteral("Dutch foot (front) loses a base")},
                 {QStringLiteral("changes"), QJsonArray{lost(dutch1)}},
                 {QStringLiteral("record"),
                  QJsonObject{{QStringLiteral("units"), QJsonArray{dutch1}}}}})},
        // The third base of six lost: the battle group autobreaks (FoGR) in the same step.
        {QStringLiteral("change.followedUp"), {lost(dutch1), lost(dutch1)}, lost(dutch1)},
        {QStringLiteral("battle.imported"), {}, {}}, // the demo again, changed: see below
    };
}

QList<Representative> mapRepresentatives()
{
    const QJsonObject toTheDunes{{QStringLiteral("unit"), QStringLiteral("fvere2")},
                                 {QStringLiteral("id"), QStringLiteral("fvere21")},
                                 {QStringLiteral("column"), 12},
                                 {QStringLiteral("row"), 3},
                                 {QStringLiteral("facing"), 2}};
    return {
        {QStringLiteral("bases.moved"),
         {},
         change(QStringLiteral("bases.moved"), {{QStringLiteral("moves"), QJsonArray{toTheDunes}}})},
        {QStringLiteral("unit.stateChanged"),
         {},
         change(QStringLiteral("unit.stateChanged"),
                {{QStringLiteral("id"), QStringLiteral("hvere1")},
                 {QStringLiteral("state"),
                  QJsonObject{{QStringLiteral("cohesion"), QStringLiteral("Shaken")}}}})},
        {QStringLiteral("commander.changed"),
         {},
         change(QStringLiteral("commander.changed"),
                {{QStringLiteral("id"), QStringLiteral("vere")},
                 {QStringLiteral("set"), QJsonObject{{QStringLiteral("column"), 11},
                                                     {QStringLiteral("row"), 4}}}})},
        {QStringLiteral("terrain.added"),
         {},
         change(QStringLiteral("terrain.added"),
                {{QStringLiteral("terrain"),
                  QJsonObject{{QStringLiteral("id"), QStringLiteral("moreDunes")},
                              {QStringLiteral("type"), QStringLiteral("Dunes")},
                              {QStringLiteral("hexes"), hexes({{8, 8}, {8, 9}})}}}})},
        {QStringLiteral("terrain.removed"),
         {},
         change(QStringLiteral("terrain.removed"), {{QStringLiteral("id"), QStringLiteral("dunes")}})},
        {QStringLiteral("unit.removed"),
         {},
         change(QStringLiteral("unit.removed"), {{QStringLiteral("id"), QStringLiteral("mendoza")}})},
    };
}

} // namespace documentviewstesting
