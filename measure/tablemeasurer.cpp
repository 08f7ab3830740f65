// SPDX-License-Identifier: GPL-3.0-or-later
#include "measure/tablemeasurer.h"

#include "core/battle.h"
#include "core/error.h"
#include "geometry/contact.h"
#include "geometry/lineofsight.h"
#include "measure/factrules.h"
#include "measure/measurecache.h"
#include "measure/measurecachestate.h"
#include "measure/measuredtable.h"
#include "measure/workerpool.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <exception>
#include <limits>

namespace adjutant::measure {

namespace {

// How many contacts, and how many overlaps, a measurement lists at most, per base on the table
// (pairsJson): a base of a table set out for play touches a handful of others; 100,000 bases set
// out at random at 2.7 times a real table's density overlap 0.7 times a base.
constexpr std::size_t pairsListedPerBase = 8;

// The generic half of a measurement: base pairs, enemies, nearest enemy and commanders; the
// rule set's facts come from `rules`.
class TableMeasurer
{
public:
    TableMeasurer(const core::Battle &battle, const FactRules &rules, double within,
                  MeasureCache *cache)
        : mRules(rules), mTable(battle, within, cache, rules.sightBlockingTerrain())
    {
    }

    // Throws core::Error naming the first base of the table that more than mostBasesAtOneBase
    // others touch or overlap.
    void refusePiles() const
    {
        const auto &footprints = mTable.footprints();
        for (std::size_t i = 0; i < footprints.size(); ++i) {
            if (!mTable.index().crowded(footprints, i, mTable.tolerance(), mostBasesAtOneBase))
                continue;
            const int u = mTable.ownerOf(i);
            throw core::Error(
                QStringLiteral("more than %1 bases touch or overlap base %2: bases piled on one "
                               "spot are not measured; set them out as on the table")
                    .arg(mostBasesAtOneBase)
                    .arg(mTable.baseName(u, int(i - mTable.firstBaseOf(u)))));
        }
    }

    // Every base pair within the contact tolerance, as "contacts" and "overlaps".
    QJsonObject basePairs() const
    {
        return pairsJson(mTable.index().pairsWithin(mTable.footprints(), mTable.tolerance()));
    }

    // The contacts and overlaps of basePairs() that involve a base of unit u, found through the
    // R-tree around its bases alone.
    QJsonObject basePairsOf(int u) const
    {
        std::vector<geometry::BaseIndex::Pair> pairs;
        std::vector<std::size_t> candidates;
        const std::size_t first = mTable.firstBaseOf(u);
        const std::size_t end = first + mTable.shape(u).bases.size();
        const auto &footprints = mTable.footprints();
        for (std::size_t i = first; i < end; ++i) {
            mTable.index().candidatesNear(footprints[i], mTable.tolerance(), candidates);
            for (const std::size_t j : candidates) {
                if (j == i || (j >= first && j < end && j < i))
                    continue; // a pair of our own bases once
                const std::size_t a = std::min(i, j);
                const std::size_t b = std::max(i, j);
                // As BaseIndex::pairsWithin measures it, from the lower id.
                const double d = geometry::distance(footprints[a], footprints[b]);
                if (d <= mTable.tolerance())
                    pairs.push_back({a, b, d});
            }
        }
        return pairsJson(std::move(pairs));
    }

    // Unit u's entry in measureTable()'s "units": its enemies within reach (found through the
    // R-tree when the reach is bounded) and the rest of its facts.
    QJsonObject unitFacts(int u) const
    {
        QJsonArray enemies;
        for (const int e : enemiesWithin(u)) {
            const double d = mTable.distance(u, e);
            if (d <= mTable.withinMm())
                enemies.append(enemyFacts(u, e, d));
        }
        return unitFactsJson(u, enemies, unitFactsBesideEnemies(u));
    }

    // Unit u measured both ways: its own entry (unitFacts) and each enemy's facts towards it
    // (what that enemy's unitFacts says of u), by enemy id, and the base pairs it is in.
    //
    // The facts of each pair of units, ours towards an enemy and the enemy's towards us, do not
    // depend on one another, nor on the rest of the unit's facts: they are worked out on the
    // WorkerPool's threads, each taking the next task not yet taken, then put together in the
    // order one thread would give. What the pairs share is only read (the MeasuredTable and the
    // rules), but for the cache, which is reached under its lock. The answers are the same as on
    // one thread.
    UnitMeasurement unitBothWays(int u) const
    {
        std::vector<int> foes;
        for (int e = 0; e < mTable.unitCount(); ++e) {
            if (mTable.enemies(u, e) && !mTable.shape(e).bases.empty() &&
                !mTable.shape(u).bases.empty())
                foes.push_back(e);
        }
        // Task 1 + k for k < n: our facts towards foes[k]; for k >= n: foes[k - n]'s towards us.
        struct PairFacts
        {
            bool within = false;
            QJsonObject facts;
            std::exception_ptr error;
        };
        const std::size_t n = foes.size();
        std::vector<PairFacts> done(2 * n);
        // Task 0: the rest of the unit's facts and its base pairs.
        std::exception_ptr restError;
        QJsonObject rest;
        QJsonObject pairs;
        const std::function<void(std::size_t)> task = [&](std::size_t t) {
            if (t-- == 0) {
                try {
                    rest = unitFactsBesideEnemies(u);
                    pairs = basePairsOf(u);
                } catch (...) {
                    restError = std::current_exception();
                }
                return;
            }
            PairFacts &pair = done[t];
            try {
                const int enemy = foes[t % n];
                const bool ours = t < n;
                const double d = ours ? mTable.distance(u, enemy) : mTable.distance(enemy, u);
                pair.within = d <= mTable.withinMm();
                if (pair.within)
                    pair.facts = ours ? enemyFacts(u, enemy, d) : enemyFacts(enemy, u, d);
            } catch (...) {
                pair.error = std::current_exception();
            }
        };
        // With a cache, the tasks handed out longest first, by how long each took last time
        // (those of pairs whose sight lines are all blocked take the longest): the threads then
        // finish nearer together than when a long task is taken last. The answers do not depend
        // on the order (each task writes its own, put together in order below).
        const std::size_t count = 2 * n + 1;
        MeasureCache *cache = mTable.cache();
        const QString &id = mTable.shape(u).unit->id;
        if (cache && WorkerPool::threads() > 1) {
            std::vector<std::size_t> order(count);
            std::vector<qint64> took(count, 0);
            cache->with([&](MeasureCacheState &state) {
                const auto last = std::as_const(state.taskNanoseconds).constFind(id);
                if (last != state.taskNanoseconds.constEnd() && last->size() == count)
                    took = *last;
            });
            for (std::size_t t = 0; t < count; ++t)
                order[t] = t;
            std::stable_sort(order.begin(), order.end(),
                             [&](std::size_t a, std::size_t b) { return took[a] > took[b]; });
            std::vector<qint64> taking(count, 0);
            const std::function<void(std::size_t)> timed = [&](std::size_t i) {
                const auto start = std::chrono::steady_clock::now();
                task(order[i]);
                taking[order[i]] = std::chrono::duration_cast<std::chrono::nanoseconds>(
                                       std::chrono::steady_clock::now() - start)
                                       .count();
            };
            WorkerPool::run(count, timed);
            cache->with([&](MeasureCacheState &state) {
                state.taskNanoseconds.insert(id, std::move(taking));
            });
        } else {
            WorkerPool::run(count, task);
        }
        // An error as one thread would have met it first: our facts, the rest, theirs.
        QJsonArray enemies;
        for (std::size_t t = 0; t < n; ++t) {
            if (done[t].error)
                std::rethrow_exception(done[t].error);
            if (done[t].within)
                enemies.append(done[t].facts);
        }
        if (restError)
            std::rethrow_exception(restError);
        UnitMeasurement result;
        result.facts = unitFactsJson(u, enemies, rest);
        for (std::size_t t = n; t < 2 * n; ++t) {
            if (done[t].error)
                std::rethrow_exception(done[t].error);
            if (done[t].within)
                result.reverse[mTable.shape(foes[t - n]).unit->id] = done[t].facts;
        }
        result.contacts = pairs[QStringLiteral("contacts")].toArray();
        result.overlaps = pairs[QStringLiteral("overlaps")].toArray();
        return result;
    }

private:
    // The enemies of u that may be within reach, in the table's order: through the R-tree
    // around u's bases when the reach is bounded (a measurement of the whole table then grows
    // about linearly with the bases), else every enemy.
    std::vector<int> enemiesWithin(int u) const
    {
        std::vector<int> result;
        if (mTable.shape(u).bases.empty())
            return result;
        // Beyond the table's own extent every enemy is within reach: ask no tree.
        if (mTable.withinMm() < 1e7) {
            result = mTable.unitsNear(u, mTable.withinMm());
            std::erase_if(result, [&](int e) { return !mTable.enemies(u, e); });
            return result;
        }
        for (int e = 0; e < mTable.unitCount(); ++e) {
            if (mTable.enemies(u, e) && !mTable.shape(e).bases.empty())
                result.push_back(e);
        }
        return result;
    }

    QJsonObject unitFactsJson(int u, const QJsonArray &enemies, const QJsonObject &rest) const
    {
        const core::Unit &unit = *mTable.shape(u).unit;
        QJsonObject json{{QStringLiteral("unit"), unit.id},
                         {QStringLiteral("side"), unit.side},
                         {QStringLiteral("enemies"), enemies}};
        for (auto it = rest.begin(); it != rest.end(); ++it)
            json.insert(it.key(), it.value());
        return json;
    }

    // The facts of a unit's entry other than its enemies: its commanders, its nearest enemy and
    // the rule set's facts of the unit alone.
    QJsonObject unitFactsBesideEnemies(int u) const
    {
        QJsonObject json{{QStringLiteral("commanders"), commanderFacts(u)},
                         {QStringLiteral("nearestEnemy"), nearestEnemy(u)}};
        mRules.unitFacts(mTable, u, json);
        return json;
    }

    // An enemy's entry in a unit's facts: the distance and the rule set's facts.
    QJsonObject enemyFacts(int self, int enemy, double d) const
    {
        QJsonObject facts{{QStringLiteral("unit"), mTable.shape(enemy).unit->id},
                          {QStringLiteral("distance"), mTable.units(d)}};
        mRules.pairFacts(mTable, self, enemy, d, facts);
        return facts;
    }

    // Base pairs within the contact tolerance as "contacts" and "overlaps", in order of ids.
    //
    // Where many bases stand on one spot, every two of them are a pair: listing them all grows
    // with the square of the bases (200 copies of a 14-base unit stacked on one spot: 434,000
    // pairs, 260 MB of JSON, 1.3 GB of memory). Of each kind, at most pairsListedPerBase times
    // the table's bases are listed, the first in order of ids; the rest are counted, as
    // "contactsNotListed" and "overlapsNotListed" (only when there are any).
    QJsonObject pairsJson(std::vector<geometry::BaseIndex::Pair> pairs) const
    {
        const std::size_t limit = pairsListedPerBase * mTable.footprints().size();
        QJsonArray contacts;
        QJsonArray overlaps;
        qint64 contactsNotListed = 0;
        qint64 overlapsNotListed = 0;
        std::sort(pairs.begin(), pairs.end(),
                  [](const auto &x, const auto &y) { return x.a != y.a ? x.a < y.a : x.b < y.b; });
        const auto &footprints = mTable.footprints();
        for (const auto &pair : pairs) {
            const int ua = mTable.ownerOf(pair.a);
            const int ub = mTable.ownerOf(pair.b);
            // Bases of one unit stand in contact by formation: only overlaps among them matter.
            const bool sameUnit = ua == ub;
            const geometry::Contact contact = geometry::classifyContact(
                footprints[pair.a], footprints[pair.b], mTable.tolerance());
            const bool overlap = contact.overlapping();
            if (!overlap && (!contact.touching() || sameUnit))
                continue;
            if (std::size_t(overlap ? overlaps.size() : contacts.size()) >= limit) {
                ++(overlap ? overlapsNotListed : contactsNotListed);
                continue;
            }
            QJsonObject json{
                {QStringLiteral("a"), mTable.baseName(ua, int(pair.a - mTable.firstBaseOf(ua)))},
                {QStringLiteral("b"), mTable.baseName(ub, int(pair.b - mTable.firstBaseOf(ub)))}};
            if (overlap) {
                json[QStringLiteral("depth")] = mTable.units(contact.penetration);
                overlaps.append(json);
            } else {
                json[QStringLiteral("contact")] = contactText(contact);
                if (contact.kind() == geometry::Contact::Kind::EdgeToEdge)
                    json[QStringLiteral("length")] = mTable.units(contact.edgeContacts[0].length);
                contacts.append(json);
            }
        }
        QJsonObject json{{QStringLiteral("contacts"), contacts}, {QStringLiteral("overlaps"), overlaps}};
        if (contactsNotListed)
            json[QStringLiteral("contactsNotListed")] = contactsNotListed;
        if (overlapsNotListed)
            json[QStringLiteral("overlapsNotListed")] = overlapsNotListed;
        return json;
    }

    // The nearest enemy unit at any distance, through the table's R-tree: {unit, distance}, or
    // null when the unit has no base on the table or there is no enemy.
    QJsonValue nearestEnemy(int u) const
    {
        const auto &footprints = mTable.footprints();
        std::optional<std::size_t> best;
        double bestDistance = 0;
        const std::size_t first = mTable.firstBaseOf(u);
        for (std::size_t i = first; i < first + mTable.shape(u).bases.size(); ++i) {
            // Of enemy bases equally near, any one of a unit names that unit at that distance.
            const auto found = mTable.index().nearest(
                footprints[i], footprints,
                [&](std::size_t j) { return mTable.enemies(mTable.ownerOf(j), u); },
                [&](std::size_t a, std::size_t b) {
                    return mTable.ownerOf(a) == mTable.ownerOf(b);
                });
            if (!found)
                continue;
            const double d = geometry::distance(footprints[i], footprints[*found]);
            if (!best || d < bestDistance) {
                best = found;
                bestDistance = d;
            }
        }
        if (!best)
            return QJsonValue::Null;
        return QJsonObject{{QStringLiteral("unit"), mTable.shape(mTable.ownerOf(*best)).unit->id},
                           {QStringLiteral("distance"), mTable.units(bestDistance)}};
    }

    // Each commander of u's side: his distance to u (straight, or along paths that avoid enemy
    // units and the terrain the rules name) and, when the rules give one, his command range.
    QJsonArray commanderFacts(int u) const
    {
        QJsonArray result;
        const UnitShape &self = mTable.shape(u);
        const core::Battle &battle = mTable.battle();
        const std::optional<QStringList> pathBlockers = mRules.commandPathBlockingTerrain();
        std::vector<geometry::Polygon> blockers;
        if (pathBlockers) {
            // Enemy bases grown, so that no path slips between two bases in contact.
            blockers = mTable.outlines([&](int o) { return mTable.enemies(o, u); }, true);
            mTable.addTerrain(blockers, *pathBlockers, mRules.commandPathCrossingTerrain());
            // The path stays on the table: terrain drawn to the table's edge (a river from side to
            // side) leaves no way round its end. The frame reaches the contact tolerance onto
            // the table, so that no path runs along the edge between it and such a piece.
            const double w = battle.table.width.millimetres();
            const double d = battle.table.depth.millimetres();
            if (w > 0 && d > 0) {
                const double in = mTable.tolerance();
                const double out = w + d; // far enough beyond any path on the table
                auto box = [](double x0, double y0, double x1, double y1) {
                    return geometry::Polygon{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}};
                };
                blockers.push_back(box(-out, -out, in, d + out));
                blockers.push_back(box(w - in, -out, w + out, d + out));
                blockers.push_back(box(-out, -out, w + out, in));
                blockers.push_back(box(-out, d - in, w + out, d + out));
            }
        }
        for (const core::Commander &commander : battle.commanders) {
            if (commander.side != self.unit->side || self.bases.empty())
                continue;
            const geometry::Point at{commander.x.millimetres(), commander.y.millimetres()};
            double d = std::numeric_limits<double>::infinity();
            for (const OrientedRect &base : self.bases)
                d = std::min(d, pathBlockers ? geometry::shortestPathLength(at, base, blockers)
                                             : geometry::distance(base, at));
            QJsonObject json{
                {QStringLiteral("commander"), commander.id},
                {QStringLiteral("distance"),
                 std::isfinite(d) ? QJsonValue(mTable.units(d)) : QJsonValue()}};
            if (const std::optional<double> range = mRules.commandRange(battle, commander)) {
                json[QStringLiteral("range")] = *range;
                json[QStringLiteral("inRange")] = d <= *range * mTable.unitMm();
            }
            result.append(json);
        }
        return result;
    }

    const FactRules &mRules;
    const MeasuredTable mTable;
};

} // namespace

QJsonObject measureTable(const core::Battle &battle, const FactRules &rules, int onlyUnit,
                         double within)
{
    const TableMeasurer measurer(battle, rules, within, nullptr);
    measurer.refusePiles();
    // Each unit's entry on the WorkerPool's threads: an entry only reads what the units share (as
    // unitBothWays' pairs do), and they are put together in the units' order, an error as one
    // thread would have met it first. A table of 100,000 bases takes about half the time on two
    // cores.
    std::vector<int> measured;
    for (int u = 0; u < int(battle.units.size()); ++u) {
        if (onlyUnit < 0 || u == onlyUnit)
            measured.push_back(u);
    }
    std::vector<QJsonObject> entries(measured.size());
    std::vector<std::exception_ptr> errors(measured.size());
    WorkerPool::run(measured.size(), [&](std::size_t i) {
        try {
            entries[i] = measurer.unitFacts(measured[i]);
        } catch (...) {
            errors[i] = std::current_exception();
        }
    });
    QJsonArray units;
    for (std::size_t i = 0; i < measured.size(); ++i) {
        if (errors[i])
            std::rethrow_exception(errors[i]);
        units.append(entries[i]);
    }
    QJsonObject json = measurer.basePairs();
    json[QStringLiteral("within")] = within;
    json[QStringLiteral("units")] = units;
    return json;
}

UnitMeasurement measureTableUnit(const core::Battle &battle, const FactRules &rules, int unit,
                                 double within, MeasureCache *cache)
{
    return TableMeasurer(battle, rules, within, cache).unitBothWays(unit);
}

} // namespace adjutant::measure
