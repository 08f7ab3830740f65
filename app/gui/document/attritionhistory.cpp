// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/document/attritionhistory.h"

#include "app/gui/document/books.h"
#include "core/battlesession.h"
#include "core/changes.h"
#include "core/error.h"

#include <QJsonArray>

namespace adjutant::app {

namespace {
const QString createdType = QStringLiteral("battle.created");
const QString turnType = QStringLiteral("turn.changed");

bool changesTurn(const core::ChangeList &changes)
{
    for (const core::Change &change : changes) {
        for (const core::Change &part : core::Changes::parts(change)) {
            if (part.type == turnType || part.type.startsWith(QStringLiteral("battle.")))
                return true;
        }
    }
    return false;
}
} // namespace

void AttritionHistory::reset(const core::BattleSession *session, bool losses)
{
    mSession = session;
    mCountLosses = losses;
    mBattle = {};
    mNext = 0;
    mPoints.clear();
    mLosses.clear();
    mError.clear();
    update();
}

void AttritionHistory::sample(int turn)
{
    QHash<QString, int> sides;
    for (const rulesets::SideStanding &side : books::standing(mBattle)) {
        if (side.valid())
            sides.insert(side.side, side.points);
    }
    mPoints.insert(turn, sides);
    if (!mCountLosses)
        return;
    const rulesets::Books *rulesetBooks = books::booksOf(mBattle);
    QHash<QString, int> losses;
    for (const core::Side &side : std::as_const(mBattle.sides))
        losses.insert(side.id, 0);
    for (const core::Unit &unit : std::as_const(mBattle.units)) {
        const rulesets::UnitLosses unitLosses =
            rulesetBooks ? rulesetBooks->losses(mBattle, unit) : rulesets::UnitLosses();
        losses[unit.side] += unitLosses.level == rulesets::UnitLosses::Level::None
                                 ? std::max(0, unit.originalStrength - unit.currentStrength)
                                 : std::max(0, unitLosses.limit - unitLosses.remaining);
    }
    mLosses.insert(turn, losses);
}

void AttritionHistory::update()
{
    if (!mSession || !mError.isEmpty())
        return;
    const QList<core::Event> &events = mSession->events();
    try {
        for (; mNext < events.size(); ++mNext) {
            const core::Event &event = events[mNext];
            const core::ChangeList changes = event.applied();
            if (mNext > 0 && changesTurn(changes))
                sample(mBattle.turn);
            for (const core::Change &change : changes)
                core::Changes::apply(mBattle, change);
            if (event.type == createdType)
                sample(0);
        }
    } catch (const core::Error &error) {
        // The session replayed this log already; a failure here is a bug, not the user's.
        mError = error.message();
        qWarning("Attrition history: %s", qPrintable(mError));
        return;
    }
    sample(mBattle.turn);
}

namespace {
// The samples up to the current turn: turns after it, left by going back, are dropped.
QMap<int, QHash<QString, int>> upTo(const QMap<int, QHash<QString, int>> &samples, int turn)
{
    QMap<int, QHash<QString, int>> shown;
    for (auto it = samples.begin(); it != samples.end() && it.key() <= turn; ++it)
        shown.insert(it.key(), it.value());
    return shown;
}
} // namespace

QMap<int, QHash<QString, int>> AttritionHistory::points() const
{
    return upTo(mPoints, mBattle.turn);
}

QMap<int, QHash<QString, int>> AttritionHistory::losses() const
{
    return upTo(mLosses, mBattle.turn);
}

} // namespace adjutant::app
