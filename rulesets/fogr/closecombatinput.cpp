// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/fogr/closecombatinput.h"

#include "core/battle.h"
#include "core/error.h"
#include "geometry/contact.h"
#include "geometry/footprint.h"
#include "geometry/polygon.h"
#include "rulesets/rulebook.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

namespace adjutant::rulesets::fogr {

namespace {

using geometry::Edge;
using geometry::Footprint;

// What a base is, for dice and POAs: its own troop type, armour and capabilities, or its unit's.
struct Kind
{
    QString troopType;
    QString armour;
    QStringList capabilities;

    bool operator==(const Kind &) const = default;
    bool has(const char *capability) const { return capabilities.contains(QLatin1String(capability), Qt::CaseInsensitive); }
    bool shot() const { return has("Arquebus") || has("Musket") || has("Musket*") || has("Salvo"); }
};

struct File
{
    std::vector<int> bases; // indices into the unit's bases, front first
    int ranks = 0;          // bases from the front of the same kind as the front base
    bool isProtected = false;
    QString terrain;        // the type of a terrain piece its front base touches, if any
};

struct Shape
{
    const core::Unit *unit = nullptr;
    std::vector<Footprint> prints;
    std::vector<Kind> kinds;
    std::vector<File> files;
    std::vector<int> fileOf; // per base; -1 for a base not facing the unit's way
};

Kind kindOf(const core::Unit &unit, const core::Base &base)
{
    return {base.troopType.isEmpty() ? unit.troopType : base.troopType, base.armour.isEmpty() ? unit.armour : base.armour,
            base.capabilities.isEmpty() ? unit.capabilities : base.capabilities};
}

bool parallel(double a, double b)
{
    return std::abs(std::remainder(a - b, 360.0)) <= geometry::parallelToleranceDegrees;
}

// Files: bases facing the unit's way, side by side across its front; in each, front first.
// The first terrain piece the base touches (inside, across or containing its outline), or none.
const core::Terrain *terrainUnder(const Footprint &base, const core::Battle &battle)
{
    for (const core::Terrain &terrain : battle.terrain) {
        geometry::Polygon outline;
        for (const core::TablePoint &p : terrain.polygon)
            outline.push_back({p.x.millimetres(), p.y.millimetres()});
        if (outline.size() < 3)
            continue;
        bool touches = std::any_of(outline.begin(), outline.end(), [&](geometry::Point p) {
            return geometry::distance(base.rect, p) <= battle.table.contactTolerance;
        });
        for (int i = 0; i < 4 && !touches; ++i)
            touches = geometry::intersects(outline, {base.corners[std::size_t(i)], base.corners[std::size_t((i + 1) % 4)]});
        if (touches)
            return &terrain;
    }
    return nullptr;
}

Shape shapeOf(const core::Unit &unit, const core::Battle &battle)
{
    Shape shape;
    shape.unit = &unit;
    for (const core::Base &base : unit.bases) {
        shape.prints.push_back(geometry::footprint(
            {{base.x.millimetres(), base.y.millimetres()}, base.facing, base.width.millimetres(), base.depth.millimetres()}));
        shape.kinds.push_back(kindOf(unit, base));
    }
    shape.fileOf.assign(unit.bases.size(), -1);
    if (unit.bases.isEmpty())
        return shape;
    const Footprint &first = shape.prints.front();
    std::vector<double> across(shape.prints.size()), ahead(shape.prints.size());
    for (std::size_t i = 0; i < shape.prints.size(); ++i) {
        const geometry::Point d = shape.prints[i].rect.centre - first.rect.centre;
        across[i] = geometry::dot(d, first.rightward);
        ahead[i] = geometry::dot(d, first.forward);
    }
    for (std::size_t i = 0; i < shape.prints.size(); ++i) {
        if (!parallel(shape.prints[i].rect.facingDegrees, first.rect.facingDegrees))
            continue;
        int f = 0;
        for (; f < int(shape.files.size()); ++f) {
            const int other = shape.files[std::size_t(f)].bases.front();
            if (std::abs(across[i] - across[std::size_t(other)]) <= shape.prints[i].rect.width / 4)
                break;
        }
        if (f == int(shape.files.size()))
            shape.files.push_back({});
        shape.files[std::size_t(f)].bases.push_back(int(i));
        shape.fileOf[i] = f;
    }
    for (File &file : shape.files) {
        std::sort(file.bases.begin(), file.bases.end(), [&](int x, int y) { return ahead[std::size_t(x)] > ahead[std::size_t(y)]; });
        if (const core::Terrain *terrain = terrainUnder(shape.prints[std::size_t(file.bases.front())], battle))
            file.terrain = terrain->type;
        const Kind &front = shape.kinds[std::size_t(file.bases.front())];
        while (file.ranks < int(file.bases.size()) && shape.kinds[std::size_t(file.bases[std::size_t(file.ranks)])] == front)
            ++file.ranks;
    }
    // FoGR, Protection: a file of shot with an adjacent file of the same battle group whose front
    // rank is pike (or medium foot shot beside heavy or determined foot), facing the same way and
    // at least corner to corner: both are protected.
    auto pairs = [](const Kind &shot, const Kind &other) {
        return shot.shot() && (other.has("Pike") || (shot.troopType == QLatin1String("Medium Foot")
                                                     && (other.troopType == QLatin1String("Heavy Foot")
                                                         || other.troopType == QLatin1String("Determined Foot"))));
    };
    for (File &file : shape.files) {
        const int mine = file.bases.front();
        for (const File &other : shape.files) {
            const int theirs = other.bases.front();
            if (&other == &file || geometry::distance(shape.prints[std::size_t(mine)],
                                                      shape.prints[std::size_t(theirs)]) >
                                       battle.table.contactTolerance)
                continue;
            const Kind &a = shape.kinds[std::size_t(mine)];
            const Kind &b = shape.kinds[std::size_t(theirs)];
            if (pairs(a, b) || pairs(b, a))
                file.isProtected = true;
        }
    }
    return shape;
}

const Shape &shapeNamed(const std::vector<Shape> &shapes, const core::Battle &battle, const QString &id)
{
    const int index = battle.unitIndex(id);
    if (index < 0)
        throw core::Error(QStringLiteral("no battle group with id \"%1\"").arg(id));
    return shapes[std::size_t(index)];
}

// The enemy base a front rank base's front edge touches with its own front edge, or -1.
int frontOpponent(const Footprint &base, const Shape &enemy, double tolerance)
{
    for (int e = 0; e < int(enemy.prints.size()); ++e) {
        const geometry::Contact c =
            geometry::classifyContact(base, enemy.prints[std::size_t(e)], tolerance);
        if (!c.overlapping() && c.edges(Edge::Front, Edge::Front))
            return e;
    }
    return -1;
}

// "Open terrain" is defined in the glossary the transcription lacks: a file touching no terrain
// piece is in the open; one touching a piece is counted out of it, and the notes say so.
QJsonObject kindJson(const Kind &kind, const File &file)
{
    QJsonObject json{{QStringLiteral("troopType"), kind.troopType},
                     {QStringLiteral("capabilities"), QJsonArray::fromStringList(kind.capabilities)},
                     {QStringLiteral("ranks"), file.ranks},
                     {QStringLiteral("protected"), file.isProtected},
                     {QStringLiteral("openTerrain"), file.terrain.isEmpty()}};
    if (!kind.armour.isEmpty())
        json.insert(QStringLiteral("armour"), kind.armour);
    return json;
}

struct Group
{
    QJsonObject facts;  // the own bases' kind
    QJsonObject facing; // the enemy bases' kind
    int frontBases = 0;
    int rearBases = 0;
    int overlapFiles = 0;
};

QJsonObject sideJson(const core::Battle &battle, const Shape &shape, const QJsonArray &groups, CloseCombatPhase phase,
                     QStringList &derived, int index)
{
    const core::Unit &unit = *shape.unit;
    const QString path = QStringLiteral("sides[%1].").arg(index);
    QJsonObject side{{QStringLiteral("key"), unit.id},
                     {QStringLiteral("name"), unit.name.isEmpty() ? unit.id : unit.name},
                     {QStringLiteral("battleGroup"), unit.id},
                     {QStringLiteral("quality"), unit.quality},
                     {QStringLiteral("cohesion"), unit.state.cohesion.isEmpty() ? QStringLiteral("Steady") : unit.state.cohesion},
                     {QStringLiteral("disorder"), unit.state.disordered ? QStringLiteral("Disordered") : QStringLiteral("None")},
                     {QStringLiteral("troopType"), unit.troopType},
                     {QStringLiteral("capabilities"), QJsonArray::fromStringList(unit.capabilities)},
                     {QStringLiteral("battleGroupBases"), unit.currentStrength},
                     {QStringLiteral("startedWithTwoBases"), unit.originalStrength == 2},
                     {QStringLiteral("lostQuarterOfBases"), 4 * (unit.originalStrength - unit.currentStrength) >= unit.originalStrength},
                     {QStringLiteral("groups"), groups}};
    if (!unit.armour.isEmpty())
        side.insert(QStringLiteral("armour"), unit.armour);
    for (const char *key : {"quality", "cohesion", "disorder", "troopType", "battleGroupBases", "startedWithTwoBases",
                            "lostQuarterOfBases", "groups"})
        derived.append(path + QLatin1String(key));
    for (const core::Commander &commander : battle.commanders) {
        if (commander.attachedTo == unit.id) {
            side.insert(QStringLiteral("commander"), QStringLiteral("with"));
            derived.append(path + QStringLiteral("commander"));
        }
    }
    if (phase == CloseCombatPhase::Impact) {
        // The active player charges in the impact phase (FoGR, Playing the Game).
        side.insert(QStringLiteral("charging"), unit.side == battle.activeSide);
        derived.append(path + QStringLiteral("charging"));
    }
    return side;
}

} // namespace

CloseCombatInput closeCombatInput(const RuleBook &book, const core::Battle &battle,
                                  const QString &a, const QString &b, CloseCombatPhase phase)
{
    std::vector<Shape> shapes;
    for (const core::Unit &unit : battle.units)
        shapes.push_back(shapeOf(unit, battle));
    const Shape &first = shapeNamed(shapes, battle, a);
    const Shape &second = shapeNamed(shapes, battle, b);
    const QStringList noRearDice = book.strings(QStringLiteral("combatDice"), QStringLiteral("meleeTwoDiceTypes"))
                                   + QStringList{QStringLiteral("Battle Wagons")};

    CloseCombatInput result;
    QJsonArray sides;
    const Shape *pair[2] = {&first, &second};
    for (int s = 0; s < 2; ++s) {
        const Shape &own = *pair[s];
        const Shape &enemy = *pair[1 - s];
        // Groups by what the bases are and what they face, in order of first appearance.
        std::vector<Group> groups;
        auto groupFor = [&](const QJsonObject &facts, const QJsonObject &facing) -> Group & {
            for (Group &g : groups) {
                if (g.facts == facts && g.facing == facing)
                    return g;
            }
            groups.push_back({facts, facing, 0, 0, 0});
            return groups.back();
        };
        std::vector<int> opponentOfFile(own.files.size(), -1);
        for (std::size_t f = 0; f < own.files.size(); ++f)
            opponentOfFile[f] = frontOpponent(own.prints[std::size_t(own.files[f].bases.front())],
                                              enemy, battle.table.contactTolerance);
        auto facingOf = [&](int enemyBase) {
            const File &file = enemy.files[std::size_t(enemy.fileOf[std::size_t(enemyBase)])];
            return kindJson(enemy.kinds[std::size_t(enemyBase)], file);
        };
        for (std::size_t f = 0; f < own.files.size(); ++f) {
            const File &file = own.files[f];
            const Kind &kind = own.kinds[std::size_t(file.bases.front())];
            const QJsonObject facts = kindJson(kind, file);
            if (!file.terrain.isEmpty())
                result.notes.append(QStringLiteral("A file of \"%1\" touches %2: counted as not in open terrain; change it if that "
                                                   "terrain is open.")
                                        .arg(own.unit->name.isEmpty() ? own.unit->id : own.unit->name, file.terrain));
            if (opponentOfFile[f] >= 0) {
                Group &g = groupFor(facts, facingOf(opponentOfFile[f]));
                ++g.frontBases;
                if (phase == CloseCombatPhase::Melee && file.bases.size() > 1 && !noRearDice.contains(kind.troopType, Qt::CaseInsensitive))
                    ++g.rearBases;
                continue;
            }
            if (phase != CloseCombatPhase::Melee)
                continue;
            // FoGR, Overlaps: beside a friend in front edge contact, fronts in line, it fights the
            // enemy base that friend fights.
            const Footprint &base = own.prints[std::size_t(file.bases.front())];
            for (std::size_t g = 0; g < own.files.size(); ++g) {
                if (opponentOfFile[g] < 0)
                    continue;
                const Footprint &friendBase = own.prints[std::size_t(own.files[g].bases.front())];
                const geometry::Contact c =
                    geometry::classifyContact(base, friendBase, battle.table.contactTolerance);
                const bool alongside = c.edges(Edge::Left, Edge::Right) || c.edges(Edge::Right, Edge::Left);
                const double step = geometry::dot(friendBase.rect.centre - base.rect.centre, base.forward);
                if (alongside && std::abs(step) <= battle.table.contactTolerance) {
                    ++groupFor(facts, facingOf(opponentOfFile[g])).overlapFiles;
                    break;
                }
            }
        }
        // The enemy as the players know it, by name (its id when another shares the name).
        QString enemyName = enemy.unit->name;
        for (const core::Unit &u : battle.units) {
            if (u.id != enemy.unit->id && u.name == enemyName)
                enemyName.clear();
        }
        QJsonArray groupArray;
        for (const Group &g : groups) {
            QJsonObject json = g.facts;
            json.insert(QStringLiteral("enemy"), enemyName.isEmpty() ? enemy.unit->id : enemyName);
            json.insert(QStringLiteral("frontBases"), g.frontBases);
            if (g.rearBases)
                json.insert(QStringLiteral("rearBases"), g.rearBases);
            if (g.overlapFiles)
                json.insert(QStringLiteral("overlapFiles"), g.overlapFiles);
            json.insert(QStringLiteral("facing"), g.facing);
            groupArray.append(json);
        }
        if (groupArray.isEmpty())
            throw core::Error(QStringLiteral("\"%1\" has no base in front edge contact with \"%2\"").arg(own.unit->id, enemy.unit->id));
        sides.append(sideJson(battle, own, groupArray, phase, result.derived, s));
    }
    result.input = {{QStringLiteral("sides"), sides}};
    result.notes.append(QStringLiteral("The commander in the front rank and typed POAs are not read from the table: set them "
                                       "if they apply."));
    return result;
}

} // namespace adjutant::rulesets::fogr
