// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by the measuring library's tests: a deadline for work that might deadlock, and crowded
// FoGR tables to measure.
#include "core/battle.h"
#include "core/scenarioreader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QtGlobal>

#include <chrono>
#include <cmath>
#include <condition_variable>
#include <functional>
#include <future>
#include <mutex>
#include <numbers>
#include <thread>

namespace adjutant::measuretesting {

// Generous: the work it guards takes well under a second, even under ThreadSanitizer.
constexpr std::chrono::seconds deadline{30};

// Runs `work` on a thread of its own and waits for it until the deadline. Work that deadlocked
// cannot be stopped, nor its threads joined at exit: the process ends with a message naming it
// (the test fails), rather than hang the suite.
inline void finishOrDie(const char *what, const std::function<void()> &work)
{
    std::packaged_task<void()> task(work);
    std::future<void> done = task.get_future();
    std::thread thread(std::move(task));
    if (done.wait_for(deadline) != std::future_status::ready) {
        qFatal("%s: not finished after %lld s, deadlocked", what,
               static_cast<long long>(deadline.count()));
    }
    thread.join();
    done.get(); // rethrows what the work threw
}

// Well under the deadline, so that a wait that fails is reported by the test itself.
constexpr std::chrono::seconds patience{10};

// A flag one thread raises and another waits for, up to a time: a wait that times out is what
// the test reports (the work it waited for could not proceed), rather than a hang.
class Signal
{
public:
    void raise()
    {
        {
            const std::lock_guard<std::mutex> locked(mLock);
            mRaised = true;
        }
        mChanged.notify_all();
    }
    bool waitUpTo(std::chrono::seconds limit)
    {
        std::unique_lock<std::mutex> locked(mLock);
        return mChanged.wait_for(locked, limit, [&] { return mRaised; });
    }

private:
    std::mutex mLock;
    std::condition_variable mChanged;
    bool mRaised = false;
};

// A crowded FoGR table on 40 x 28 MU: battle groups of both sides in random formations, most on
// a grid of half a base depth so that edges and corners meet and bases overlap, some at odd
// angles, with shooters, mounted troops and commanders.
inline core::Battle crowdedTable(quint32 seed, int unitCount)
{
    QRandomGenerator random(seed);
    const QStringList types{QStringLiteral("Heavy Foot"), QStringLiteral("Medium Foot"),
                            QStringLiteral("Horse"), QStringLiteral("Light Horse")};
    const QStringList weapons{QStringLiteral("Pike"), QStringLiteral("Musket"),
                              QStringLiteral("Arquebus"), QStringLiteral("Bow")};
    QJsonArray units;
    for (int u = 0; u < unitCount; ++u) {
        const bool onGrid = random.bounded(10) < 7;
        const double facing = onGrid ? 90.0 * random.bounded(4) : random.bounded(360.0);
        const double cx = onGrid ? 0.8 * (10 + random.bounded(30)) : 8 + random.bounded(24.0);
        const double cy = onGrid ? 0.8 * (10 + random.bounded(15)) : 8 + random.bounded(12.0);
        const int files = 1 + random.bounded(4);
        const int ranks = 1 + random.bounded(3);
        const double radians = facing * std::numbers::pi / 180.0;
        // As geometry::forward and rightward: files to the right, ranks behind.
        const double rx = std::cos(radians), ry = -std::sin(radians);
        const double bx = -std::sin(radians), by = -std::cos(radians);
        QJsonArray bases;
        for (int file = 0; file < files; ++file) {
            for (int rank = 0; rank < ranks; ++rank) {
                bases.append(
                    QJsonObject{{"id", QStringLiteral("f%1r%2").arg(file + 1).arg(rank + 1)},
                                {"x", cx + rx * 1.6 * file + bx * 0.8 * rank},
                                {"y", cy + ry * 1.6 * file + by * 0.8 * rank},
                                {"facing", facing},
                                {"width", 1.6},
                                {"depth", 0.8}});
            }
        }
        QJsonArray capabilities;
        if (random.bounded(3) > 0)
            capabilities.append(weapons[random.bounded(int(weapons.size()))]);
        units.append(QJsonObject{{"id", QStringLiteral("u%1").arg(u)},
                                 {"side", random.bounded(2) == 0 ? "a" : "b"},
                                 {"troopType", types[random.bounded(int(types.size()))]},
                                 {"capabilities", capabilities},
                                 {"strength", QJsonObject{{"original", files * ranks}}},
                                 {"bases", bases}});
    }
    const QStringList ranks{QStringLiteral("Great commander"), QStringLiteral("Field commander"),
                            QStringLiteral("Troop commander")};
    QJsonArray commanders;
    for (int c = 0; c < 4; ++c) {
        commanders.append(QJsonObject{{"id", QStringLiteral("c%1").arg(c)},
                                      {"side", c % 2 ? "b" : "a"},
                                      {"rank", ranks[random.bounded(int(ranks.size()))]},
                                      {"x", 8 + random.bounded(24.0)},
                                      {"y", 8 + random.bounded(12.0)}});
    }
    const QJsonObject json{
        {"format", "adjutant-scenario"},
        {"version", 1},
        {"name", "crowded"},
        {"ruleset", "fogr"},
        {"table", QJsonObject{{"unit", "MU"}, {"muMillimetres", 25}, {"width", 40}, {"depth", 28}}},
        {"sides", QJsonArray{QJsonObject{{"id", "a"}}, QJsonObject{{"id", "b"}}}},
        {"units", units},
        {"commanders", commanders}};
    return core::ScenarioReader::readDocument(QJsonDocument(json).toJson(),
                                              QStringLiteral("crowded"));
}

// One base of unit `unit` moved to step `step` of a drag across the table (a turn now and then).
inline void dragStep(core::Battle &battle, qsizetype unit, int step)
{
    core::Base &base = battle.units[unit].bases[0];
    base.x = core::Length::fromMillimetres(200.0 + (step % 12) * 50.0);
    base.y = core::Length::fromMillimetres(200.0 + (step % 7) * 40.0);
    if (step % 5 == 4)
        base.facing = std::fmod(base.facing + 35.0, 360.0);
}

} // namespace adjutant::measuretesting
