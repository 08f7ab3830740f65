// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/journaledstore.h"

#include "core/error.h"
#include "core/sqlitestore.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QObject>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <mutex>

namespace adjutant::core {

namespace {

// Lives on the looking thread, with the server's connection.
class Looker : public QObject
{
public:
    Looker(ServerSync::Connect connect, StateRule rule) : sync(std::move(connect), std::move(rule))
    {
    }
    ServerSync sync;
};

// Where a look's outcome goes: the store's thread, while the store lives. A look stuck on a
// silent server may end after the store has gone; then its outcome goes nowhere.
struct Mailbox
{
    std::mutex lock;
    QObject *owner = nullptr; // on the store's thread
};

// Qt's event queue hands a look and its outcome between the threads under a lock of its own, one
// ThreadSanitizer cannot see (Debian's Qt is not built with it). Each end of a hand-over also
// takes this lock, before it reads what was handed over, so that TSan checks what crosses.
std::mutex handOver;

void received()
{
    std::lock_guard guard(handOver);
}

void removeFiles(const QString &path)
{
    for (const char *suffix : {"", "-wal", "-shm", "-journal"})
        QFile::remove(path + QLatin1String(suffix));
}

} // namespace

struct JournaledStore::Background
{
    QThread *thread = new QThread;
    Looker *looker = nullptr;
    QObject owner;
    QTimer answer;
    std::shared_ptr<Mailbox> mailbox = std::make_shared<Mailbox>();
    bool busy = false;
    bool again = false;
    std::function<void()> landed;
};

JournaledStore::JournaledStore(std::unique_ptr<SqliteStore> journal, Connect connect,
                               StateRule rule)
    : mJournal(std::move(journal)), mConnect(std::move(connect)), mRule(std::move(rule)),
      mLog(mJournal->loadEvents()), mAuthor(mJournal->author())
{
    sync();
}

JournaledStore::~JournaledStore()
{
    mSync.reset();
    if (!mBackground)
        return;
    {
        std::lock_guard guard(mBackground->mailbox->lock);
        mBackground->mailbox->owner = nullptr;
    }
    QThread *thread = mBackground->thread;
    thread->quit();
    // A look stuck on a server that stopped answering ends when libpq gives up; the window does
    // not wait for it.
    if (thread->wait(1000))
        delete thread;
    else
        QObject::connect(thread, &QThread::finished, thread, &QObject::deleteLater);
}

QString JournaledStore::location() const
{
    return mJournal->location();
}

QUuid JournaledStore::battleId() const
{
    return mJournal->battleId();
}

QString JournaledStore::author() const
{
    return mAuthor;
}

qint64 JournaledStore::lastSeq()
{
    return mJournal->lastSeq();
}

QList<Event> JournaledStore::eventsAfter(qint64 seq)
{
    return mJournal->eventsAfter(seq);
}

void JournaledStore::append(const Event &event)
{
    mJournal->append(event);
    mLog << event;
    sync();
}

void JournaledStore::watch(std::function<void()> listener)
{
    mJournal->watch(std::move(listener));
}

JournaledStore::Status JournaledStore::sync()
{
    if (mBackground) {
        lookAgain();
        return mStatus;
    }
    if (!mSync)
        mSync = std::make_unique<ServerSync>(mConnect, mRule);
    // The table's own moves cannot come in between here: one look brings the logs level.
    apply(mSync->look(mLog, mKnown));
    return mStatus;
}

void JournaledStore::lookInBackground(std::function<void()> landed)
{
    if (mBackground) {
        mBackground->landed = std::move(landed);
        return;
    }
    mSync.reset(); // its connection was this thread's
    mBackground = std::make_unique<Background>();
    Background &background = *mBackground;
    background.landed = std::move(landed);
    background.mailbox->owner = &background.owner;
    background.looker = new Looker(mConnect, mRule);
    background.looker->moveToThread(background.thread);
    QObject::connect(background.thread, &QThread::finished, background.looker, &QObject::deleteLater);
    background.answer.setSingleShot(true);
    background.answer.setInterval(answerSeconds * 1000);
    QObject::connect(&background.answer, &QTimer::timeout, &background.owner, [this] { answerLate(); });
    background.thread->start();
}

bool JournaledStore::looking() const
{
    return mBackground && (mBackground->busy || mBackground->again);
}

void JournaledStore::lookAgain()
{
    Background &background = *mBackground;
    if (background.busy) {
        background.again = true;
        return;
    }
    background.busy = true;
    background.answer.start();
    Looker *looker = background.looker;
    std::lock_guard sending(handOver);
    QMetaObject::invokeMethod(
        looker,
        [looker, mailbox = background.mailbox, log = mLog, known = mKnown, this] {
            received();
            const SyncOutcome outcome = looker->sync.look(log, known);
            std::lock_guard guard(mailbox->lock);
            if (mailbox->owner) { // `this` is alive while its mailbox has an owner
                std::lock_guard sending(handOver);
                QMetaObject::invokeMethod(
                    mailbox->owner,
                    [this, outcome] {
                        received();
                        landed(outcome);
                    },
                    Qt::QueuedConnection);
            }
        },
        Qt::QueuedConnection);
}

void JournaledStore::landed(const SyncOutcome &outcome)
{
    Background &background = *mBackground;
    background.busy = false;
    background.answer.stop();
    apply(outcome);
    if (std::exchange(background.again, false))
        lookAgain();
    if (background.landed)
        background.landed();
}

void JournaledStore::answerLate()
{
    if (!mBackground->busy)
        return;
    mStatus = Status::Offline;
    mProblem = QStringLiteral("the club server has not answered for %1 seconds").arg(answerSeconds);
    if (mBackground->landed)
        mBackground->landed();
}

void JournaledStore::apply(const SyncOutcome &outcome)
{
    mStatus = outcome.status;
    mProblem = outcome.problem;
    if (!outcome.author.isEmpty())
        mAuthor = outcome.author;
    const bool changesJournal = outcome.keepUpTo < outcome.journalLast || !outcome.tail.isEmpty();
    if (changesJournal && outcome.journalLast != mLog.size()) {
        // The table moved while the look was away: what came back was for a journal that has
        // grown since. The server holds what it sent; the next look takes it from there.
        mKnown = qMin(outcome.known, outcome.keepUpTo);
        if (mBackground)
            mBackground->again = true;
        return;
    }
    try {
        if (outcome.keepUpTo < outcome.journalLast) {
            rewrite(outcome.keepUpTo, outcome.tail);
            mRefused += outcome.refused;
        } else if (!outcome.tail.isEmpty()) {
            mJournal->appendAll(outcome.tail);
            mLog += outcome.tail;
        }
        mKnown = outcome.known;
    } catch (const Error &error) {
        mStatus = Status::Diverged;
        mProblem = error.message();
        mKnown = qMin(outcome.known, outcome.keepUpTo);
    }
}

void JournaledStore::rewrite(qint64 keepUpTo, const QList<Event> &tail)
{
    QList<Event> log = mLog.first(keepUpTo);
    log += tail;
    const QString path = mJournal->location();
    const QUuid id = battleId();
    QList<Event> lost; // the journal's events that are not in the new log
    for (qsizetype i = keepUpTo; i < mLog.size(); ++i) {
        if (std::none_of(tail.begin(), tail.end(), [&](const Event &event) { return event.id == mLog[i].id; }))
            lost << mLog[i];
    }
    if (!lost.isEmpty()) {
        // Nothing is dropped: the journal as it was stays beside it, a battle file of its own.
        const QFileInfo info(path);
        const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
        QString copy;
        for (int n = 1; copy.isEmpty() || QFileInfo::exists(copy); ++n) {
            copy = info.dir().filePath(QStringLiteral("%1 parted %2%3.adjutant")
                                           .arg(info.completeBaseName(), stamp,
                                                n == 1 ? QString() : QStringLiteral(" (%1)").arg(n)));
        }
        SqliteStore::create(copy, id)->appendAll(mLog);
        mPartedCopy = copy;
    }
    // The new journal is written whole beside the old one and then takes its place in one step:
    // a crash leaves one or the other, and the server holds every event that was sent.
    const QString next = path + QStringLiteral(".next");
    removeFiles(next);
    SqliteStore::create(next, id)->appendAll(log);
    mJournal.reset();
    QFile::remove(path + QStringLiteral("-wal"));
    QFile::remove(path + QStringLiteral("-shm"));
    const bool moved = std::rename(QFile::encodeName(next).constData(), QFile::encodeName(path).constData()) == 0;
    mJournal = SqliteStore::open(path);
    if (!moved)
        throw Error(QStringLiteral("%1: cannot be replaced by %2").arg(path, next));
    mLog = mJournal->loadEvents();
    mRewritten = true;
}

} // namespace adjutant::core
