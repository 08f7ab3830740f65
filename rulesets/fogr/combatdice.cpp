// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/fogr/combatdice.h"

#include "rulesets/fogr/fogrprocedure.h"
#include "rulesets/rulebook.h"

#include <algorithm>
#include <numeric>
#include <tuple>

namespace adjutant::rulesets::fogr {

int diceLostPer(int dice, int per)
{
    return per > 0 && dice > 0 ? dice / per : 0;
}

std::vector<int> apportionLoss(const std::vector<int> &dice, const std::vector<int> &weights,
                               int lost)
{
    const std::size_t n = dice.size();
    std::vector<int> share(n, 0);
    const int available = std::accumulate(dice.begin(), dice.end(), 0);
    lost = std::clamp(lost, 0, available);
    if (lost == 0)
        return share;
    std::vector<long long> w(weights.begin(), weights.end());
    long long total = std::accumulate(w.begin(), w.end(), 0LL);
    if (total <= 0) {
        w.assign(dice.begin(), dice.end());
        total = available;
    }
    // Proportional quotas, whole parts first.
    std::vector<long long> remainder(n);
    int given = 0;
    for (std::size_t i = 0; i < n; ++i) {
        share[i] = std::min<int>(dice[i], int(lost * w[i] / total));
        remainder[i] = lost * w[i] % total;
        given += share[i];
    }
    // The rest by largest remainder, preferring groups that keep a die.
    std::vector<bool> bumped(n, false);
    for (; given < lost; ++given) {
        std::size_t best = n;
        auto key = [&](std::size_t i) {
            return std::make_tuple(dice[i] - share[i] >= 2, !bumped[i], remainder[i],
                                   dice[i] - share[i], -int(i));
        };
        for (std::size_t i = 0; i < n; ++i) {
            if (share[i] < dice[i] && (best == n || key(i) > key(best)))
                best = i;
        }
        ++share[best];
        bumped[best] = true;
    }
    // "leaving at least 1 dice if possible against each"
    for (std::size_t i = 0; i < n; ++i) {
        if (dice[i] == 0 || share[i] < dice[i])
            continue;
        std::size_t donor = n;
        for (std::size_t j = 0; j < n; ++j) {
            if (dice[j] - share[j] >= 2 &&
                (donor == n || dice[j] - share[j] > dice[donor] - share[donor]))
                donor = j;
        }
        if (donor == n)
            break;
        --share[i];
        ++share[donor];
    }
    return share;
}

namespace {

// Lost dice between enemies (in proportion to bases fighting each), then between the groups
// facing each enemy.
std::vector<int> apportionByEnemy(const std::vector<GroupDice> &groups,
                                  const std::vector<int> &dice, const std::vector<bool> &eligible,
                                  int lost)
{
    QStringList enemies;
    for (std::size_t i = 0; i < groups.size(); ++i) {
        if (eligible[i] && !enemies.contains(groups[i].enemy))
            enemies.append(groups[i].enemy);
    }
    std::vector<int> enemyDice(std::size_t(enemies.size()), 0),
        enemyBases(std::size_t(enemies.size()), 0);
    for (std::size_t i = 0; i < groups.size(); ++i) {
        if (!eligible[i])
            continue;
        const auto e = std::size_t(enemies.indexOf(groups[i].enemy));
        enemyDice[e] += dice[i];
        enemyBases[e] += groups[i].bases;
    }
    const std::vector<int> perEnemy = apportionLoss(enemyDice, enemyBases, lost);
    std::vector<int> share(groups.size(), 0);
    for (qsizetype e = 0; e < enemies.size(); ++e) {
        std::vector<std::size_t> members;
        std::vector<int> d, w;
        for (std::size_t i = 0; i < groups.size(); ++i) {
            if (eligible[i] && groups[i].enemy == enemies[e]) {
                members.push_back(i);
                d.push_back(dice[i]);
                w.push_back(groups[i].bases);
            }
        }
        const std::vector<int> part = apportionLoss(d, w, perEnemy[std::size_t(e)]);
        for (std::size_t k = 0; k < members.size(); ++k)
            share[members[k]] = part[k];
    }
    return share;
}

} // namespace

ReducedDice reduceDice(const std::vector<GroupDice> &groups, Cohesion cohesion, Disorder disorder,
                       const RuleBook &book, const QString &table)
{
    ReducedDice out;
    out.dice.reserve(groups.size());
    for (const GroupDice &g : groups)
        out.dice.push_back(g.dice);
    out.lost.assign(groups.size(), 0);
    auto apply = [&](const std::vector<bool> &eligible, const QString &key) {
        int dice = 0;
        for (std::size_t i = 0; i < groups.size(); ++i)
            dice += eligible[i] ? out.dice[i] : 0;
        const int lost = diceLostPer(dice, book.integer(table, key));
        if (lost == 0)
            return;
        const std::vector<int> share = apportionByEnemy(groups, out.dice, eligible, lost);
        for (std::size_t i = 0; i < groups.size(); ++i) {
            out.dice[i] -= share[i];
            out.lost[i] += share[i];
        }
        Modifier m = modifierFrom(book, table, key);
        m.value = -lost;
        m.label = QStringLiteral("%1 of %2 dice lost: %3").arg(lost).arg(dice).arg(m.label);
        out.modifiers.append(m);
    };
    // Light foot or light horse (close combat only; shooting has no such row).
    std::vector<bool> light(groups.size());
    bool anyLight = false;
    for (std::size_t i = 0; i < groups.size(); ++i)
        anyLight |= (light[i] = groups[i].lightLoses);
    if (anyLight)
        apply(light, QStringLiteral("lightLosesOnePer"));
    // THEN the worst of disruption or disorder / fragmentation or severe disorder.
    const bool fragmented =
        cohesion == Cohesion::Fragmented || disorder == Disorder::SeverelyDisordered;
    const bool disrupted = cohesion == Cohesion::Disrupted || disorder == Disorder::Disordered;
    if (fragmented || disrupted)
        apply(std::vector<bool>(groups.size(), true), fragmented
                                                          ? QStringLiteral("fragmentedLosesOnePer")
                                                          : QStringLiteral("disruptedLosesOnePer"));
    return out;
}

} // namespace adjutant::rulesets::fogr
