// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/fogr/enemytype.h"

#include "core/error.h"
#include "rulesets/rulebook.h"

#include <algorithm>
#include <vector>

namespace adjutant::rulesets::fogr {

namespace {

const QString kTable = QStringLiteral("cohesionTest");

bool is(const QString &type, const char *name)
{
    return type.compare(QLatin1String(name), Qt::CaseInsensitive) == 0;
}

bool has(const BaseFacts &facts, const char *capability)
{
    return facts.capabilities.contains(QLatin1String(capability), Qt::CaseInsensitive);
}

// Read once per rule book: a combat's odds are worked out again at every change of its input.
TroopClass classOf(const RuleBook &book, const QString &type)
{
    static const char kTag = 0;
    return book.derived<TroopClass>(&kTag, type.toLower(), [&] { return troopClass(book, type); });
}

// An enemy base the side fought, and where the input gives its facts.
struct Enemy
{
    const BaseFacts *facts;
    QString path;
    TroopClass troopClass;
};

// FoGR, The Test, Mixed battle groups: "Mixed foot battle groups test as if entirely of whichever
// of their component types is latest in the following list: light foot, medium foot, warriors,
// heavy foot, determined foot." Whether the side tests as medium foot, warriors or dragoons;
// empty when it does not, the mix when the rules do not say how it tests.
struct TestsAs
{
    bool mediumFootWarriorsOrDragoons = false;
    QString unclearMix;
};

TestsAs testsAs(const QStringList &types)
{
    static const QStringList order{QStringLiteral("Light Foot"), QStringLiteral("Medium Foot"),
                                   QStringLiteral("Warriors"), QStringLiteral("Heavy Foot"),
                                   QStringLiteral("Determined Foot")};
    qsizetype latest = -1;
    bool listed = true;
    for (const QString &type : types) {
        const qsizetype at = order.indexOf(type, 0);
        listed = listed && at >= 0;
        latest = std::max(latest, at);
    }
    if (listed)
        return {latest == 1 || latest == 2, {}};
    if (types.size() == 1)
        return {is(types.front(), "Dragoons"), {}};
    const bool concerned = std::any_of(types.begin(), types.end(), [](const QString &t) {
        return is(t, "Medium Foot") || is(t, "Warriors") || is(t, "Dragoons");
    });
    return {false, concerned ? types.join(QStringLiteral(", ")) : QString()};
}

} // namespace

QStringList enemyTypeNames()
{
    return {QStringLiteral("none"),
            QStringLiteral("shotAtByArtillery"),
            QStringLiteral("mountedShotAtByFirearms"),
            QStringLiteral("lostToElephants"),
            QStringLiteral("lostToMountedOrHeavyFootInOpen"),
            QStringLiteral("lostImpactToLancersImpactMountedOrSalvo"),
            QStringLiteral("footLostImpactToImpactFoot")};
}

QString enemyTypeName(EnemyTypeFactor factor)
{
    return enemyTypeNames().value(int(factor));
}

DerivedEnemyType closeCombatEnemyType(const CloseCombatInput &input, std::size_t side,
                                      const RuleBook &book)
{
    const CombatSide &own = input.sides[side];
    const bool impact = input.kind == CombatKind::Impact;
    QStringList ownTypes;
    if (!own.troopType.isEmpty())
        ownTypes.append(own.troopType);
    std::vector<Enemy> enemies;
    for (const CombatGroup &g : own.groups) {
        if (!ownTypes.contains(g.facts.troopType, Qt::CaseInsensitive))
            ownTypes.append(g.facts.troopType);
        enemies.push_back({&g.facing, g.path + QStringLiteral(".facing"), {}});
    }
    for (std::size_t o = 0; o < input.sides.size(); ++o) {
        for (const CombatGroup &g : input.sides[o].groups) {
            if (o != side && g.enemy == own.key)
                enemies.push_back({&g.facts, g.path, {}});
        }
    }
    for (Enemy &e : enemies)
        e.troopClass = classOf(book, e.facts->troopType);
    const bool ownFoot = std::all_of(ownTypes.begin(), ownTypes.end(), [&](const QString &t) {
        return classOf(book, t).category == QLatin1String("Foot");
    });
    auto any = [&](auto &&test) { return std::any_of(enemies.begin(), enemies.end(), test); };

    // FoGR, The Test: "Any one of: ... Any troops testing for having lost close combat even
    // partly against elephants**; OR Medium foot, warriors or dragoons testing for having lost
    // close combat even partly against mounted troops or heavy or determined foot in open
    // terrain** (see glossary); OR Any troops testing for having lost impact phase combat even
    // partly against lancers, impact mounted or foot using salvo**; OR Foot testing for having
    // lost impact phase combat even partly against impact foot**".
    if (any([](const Enemy &e) { return e.troopClass.category == QLatin1String("Elephants"); }))
        return {EnemyTypeFactor::LostToElephants,
                QStringLiteral("lost close combat even partly against elephants"),
                {},
                {}};
    if (impact && any([](const Enemy &e) {
            return has(*e.facts, "Heavy Lancers") || has(*e.facts, "Light Lancers") ||
                   has(*e.facts, "Impact Mounted") ||
                   (e.troopClass.category == QLatin1String("Foot") && has(*e.facts, "Salvo"));
        }))
        return {EnemyTypeFactor::LostImpactToLancersImpactMountedOrSalvo,
                QStringLiteral("lost impact phase combat even partly against lancers, impact "
                               "mounted or foot using salvo"),
                {},
                {}};
    if (impact && ownFoot && any([](const Enemy &e) {
            return e.troopClass.category == QLatin1String("Foot") && has(*e.facts, "Impact Foot");
        }))
        return {EnemyTypeFactor::FootLostImpactToImpactFoot,
                QStringLiteral("foot lost impact phase combat even partly against impact foot"),
                {},
                {}};

    auto mounted = [](const Enemy &e) { return e.troopClass.category == QLatin1String("Mounted"); };
    auto heavyFoot = [](const Enemy &e) {
        return is(e.facts->troopType, "Heavy Foot") || is(e.facts->troopType, "Determined Foot");
    };
    if (!any([&](const Enemy &e) { return mounted(e) || heavyFoot(e); }))
        return {};
    const TestsAs as = testsAs(ownTypes);
    if (!as.unclearMix.isEmpty())
        return {EnemyTypeFactor::None,
                {},
                {},
                own.path + QStringLiteral(".enemyType: needed: a mixed battle group of %1 fought "
                                          "mounted troops or heavy or determined foot, and the "
                                          "rules say only how mixed foot battle groups test "
                                          "(FoGR: The Test, Mixed battle groups)")
                               .arg(as.unclearMix)};
    if (!as.mediumFootWarriorsOrDragoons)
        return {};
    // "in open terrain": the glossary is missing; read per cohesionTest.enemyTypeOpenTerrain.
    const RuleValue &reading = book.value(kTable, QStringLiteral("enemyTypeOpenTerrain"));
    const QString qualifies = book.string(kTable, QStringLiteral("enemyTypeOpenTerrain"));
    if (qualifies != QLatin1String("mountedAndFoot") && qualifies != QLatin1String("footOnly"))
        throw core::Error(
            QStringLiteral("%1.enemyTypeOpenTerrain: \"%2\" is not mountedAndFoot or footOnly")
                .arg(kTable, qualifies));
    const QString why =
        QStringLiteral("medium foot, warriors or dragoons lost close combat even partly "
                       "against mounted troops or heavy or determined foot in open terrain");
    const QString interpreted =
        reading.status == RuleValue::Status::Interpreted ? reading.reason : QString();
    QString unknown;
    for (const Enemy &e : enemies) {
        const bool needsOpen =
            heavyFoot(e) || (mounted(e) && qualifies == QLatin1String("mountedAndFoot"));
        if (mounted(e) && !needsOpen)
            return {EnemyTypeFactor::LostToMountedOrHeavyFootInOpen, why, interpreted, {}};
        if (!needsOpen)
            continue;
        if (!e.facts->openTerrain) {
            if (unknown.isEmpty())
                unknown = e.path;
        } else if (*e.facts->openTerrain) {
            return {EnemyTypeFactor::LostToMountedOrHeavyFootInOpen, why, interpreted, {}};
        }
    }
    if (!unknown.isEmpty())
        return {EnemyTypeFactor::None,
                {},
                interpreted,
                unknown + QStringLiteral(".openTerrain: needed to decide whether the cohesion test "
                                         "after losing takes the -1 for %1 (FoGR: The Test); or "
                                         "give the side's enemyType")
                              .arg(why)};
    return {};
}

} // namespace adjutant::rulesets::fogr
