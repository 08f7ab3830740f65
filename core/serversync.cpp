// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/serversync.h"

#include "core/battlesession.h"
#include "core/error.h"
#include "core/gamestore.h"
#include "core/memorystore.h"

#include <QSet>

#include <algorithm>

namespace adjutant::core {

ServerSync::ServerSync(Connect connect, StateRule rule)
    : mConnect(std::move(connect)), mRule(std::move(rule))
{
}

ServerSync::~ServerSync() = default;

SyncOutcome ServerSync::look(const QList<Event> &journal, qint64 known)
{
    SyncOutcome outcome;
    // A server that grew between our look and our send refuses as stale: look again.
    for (int attempt = 0; attempt < 3; ++attempt) {
        try {
            outcome = lookOnce(journal, known);
            outcome.author = mServer->author();
            return outcome;
        } catch (const StaleLogError &error) {
            outcome.status = SyncOutcome::Status::Diverged;
            outcome.problem = error.message();
        } catch (const Error &error) {
            outcome.status = SyncOutcome::Status::Offline;
            outcome.problem = error.message();
            mServer.reset(); // connect afresh next time
            break;
        }
    }
    outcome.journalLast = journal.size();
    outcome.keepUpTo = journal.size();
    outcome.known = qMin(known, qint64(journal.size()));
    outcome.refused.clear();
    outcome.tail.clear();
    return outcome;
}

SyncOutcome ServerSync::lookOnce(const QList<Event> &journal, qint64 known)
{
    if (!mServer)
        mServer = mConnect();
    const qint64 serverLast = mServer->lastSeq();
    // Both logs were the same up to `known` when last seen; only what came after is compared
    // (a server restored from an older backup has less: compared from there).
    const qint64 base = std::min({known, serverLast, qint64(journal.size())});
    const QList<Event> news = serverLast > base ? mServer->eventsAfter(base) : QList<Event>{};
    const QList<Event> mine = journal.mid(base);
    qsizetype same = 0;
    while (same < news.size() && same < mine.size() && news[same].id == mine[same].id)
        ++same;

    SyncOutcome outcome;
    outcome.status = SyncOutcome::Status::Online;
    outcome.journalLast = journal.size();
    if (same == news.size()) {
        // The server lacks the journal's last events (or nothing): send them, in order.
        for (qsizetype i = same; i < mine.size(); ++i)
            mServer->append(mine[i]);
        outcome.keepUpTo = journal.size();
        outcome.known = journal.size();
    } else if (same == mine.size()) {
        // The journal lacks the server's last events (the umpire's): they come back.
        outcome.keepUpTo = journal.size();
        outcome.tail = news.mid(same);
        outcome.known = base + news.size();
    } else {
        // Someone wrote to the server while the table's events waited.
        outcome = remake(journal, base + same, news.mid(same));
    }
    return outcome;
}

SyncOutcome ServerSync::remake(const QList<Event> &journal, qint64 parted,
                               const QList<Event> &others)
{
    SyncOutcome outcome;
    outcome.journalLast = journal.size();
    // Logs that cannot be brought together: nothing is sent, the journal keeps its events.
    const auto parting = [&](const QString &problem) {
        outcome.status = SyncOutcome::Status::Diverged;
        outcome.problem = problem;
        outcome.keepUpTo = journal.size();
        outcome.known = parted;
        return outcome;
    };
    if (parted == 0)
        return parting(QStringLiteral("%1 holds another start of this battle than the table's")
                           .arg(mServer->location()));
    QList<Event> log = journal.first(parted);
    log += others;
    QHash<QUuid, qint64> onServer; // a look cut short may have sent some already
    for (const Event &event : others)
        onServer.insert(event.id, event.seq);
    std::unique_ptr<BattleSession> session;
    try {
        session = BattleSession::open(std::make_unique<MemoryStore>(log, mServer->author()));
    } catch (const Error &error) {
        return parting(
            QStringLiteral(
                "%1: the battle as the server has it cannot be read here (%2); nothing was "
                "sent")
                .arg(mServer->location(), error.message()));
    }
    // The server's log is the battle as the club has it; the table's events made on top of it are
    // checked as steps recorded there.
    session->setStateRule(mRule);
    outcome.status = SyncOutcome::Status::Online;
    outcome.keepUpTo = parted;
    outcome.tail = others;
    QHash<qint64, qint64> moved;
    QList<Event> remade;
    for (qsizetype i = parted; i < journal.size(); ++i) {
        const Event &event = journal[i];
        if (onServer.contains(event.id)) {
            moved.insert(event.seq, onServer.value(event.id));
            continue;
        }
        try {
            remade << session->reapply(event, parted, moved);
        } catch (const Error &error) {
            outcome.refused << RefusedEvent{event, error.message()};
        }
    }
    // In order, each once: a send cut short is finished by the next look (the ids are the same).
    for (const Event &event : std::as_const(remade))
        mServer->append(event);
    outcome.tail += remade;
    outcome.known = parted + outcome.tail.size();
    return outcome;
}

} // namespace adjutant::core
