// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/docks/clublink.h"

#include "app/gui/docks/clubbattles.h"
#include "app/gui/document/battledocument.h"
#include "core/battlesession.h"
#include "core/error.h"
#include "core/journaledstore.h"
#include "core/pgconnection.h"
#include "core/postgresstore.h"
#include "core/sqlitestore.h"
#include "rulesets/battlecheck.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QTimer>

namespace adjutant::app {

namespace {

std::unique_ptr<BattleDocument> documentOf(std::unique_ptr<core::BattleSession> session,
                                           const QString &server)
{
    const QString where = QStringLiteral("%1#%2").arg(core::PgConnection::withoutPassword(server),
                                                      session->battle().name);
    rulesets::checkBattle(session->battle(), where);
    auto document = std::make_unique<BattleDocument>(std::move(session), where);
    document->setClub(core::PgConnection::withoutPassword(server));
    return document;
}

} // namespace

std::unique_ptr<BattleDocument> ClubLink::openJournaled(const QString &server, const QString &battle,
                                                        const QString &journalFolder)
{
    // The server first: a bad or unreachable one is refused before anything is written.
    std::unique_ptr<core::GameStore> first = core::PostgresStore::open(server, battle);
    const QUuid id = first->battleId();
    if (!QDir().mkpath(journalFolder))
        throw core::Error(QObject::tr("%1: the folder for club journals cannot be made").arg(journalFolder));
    const QString path = QDir(journalFolder)
                             .filePath(id.toString(QUuid::WithoutBraces) + QLatin1Char('.') +
                                       QStringLiteral("adjutant"));
    const bool made = !QFileInfo::exists(path);
    auto journal = made ? core::SqliteStore::create(path, id) : core::SqliteStore::open(path);
    if (journal->battleId() != id)
        throw core::Error(QObject::tr("%1: holds another battle than %2").arg(path, first->location()));
    const QString idText = id.toString(QUuid::WithoutBraces);
    // The store already open serves the first look; a new connection after each failure.
    auto held = std::make_shared<std::unique_ptr<core::GameStore>>(std::move(first));
    // The table's moves made again on top of the umpire's pass the rule set's check, as any step.
    auto store = std::make_unique<core::JournaledStore>(
        std::move(journal),
        [server, idText, held]() -> std::unique_ptr<core::GameStore> {
            if (*held)
                return std::move(*held);
            return core::PostgresStore::open(server, idText);
        },
        rulesets::stateProblems);
    if (store->lastSeq() == 0) {
        const QString problem = store->problem();
        store.reset();
        if (made)
            QFile::remove(path);
        throw core::Error(problem.isEmpty() ? QObject::tr("%1: the battle holds no events yet")
                                                   .arg(core::PgConnection::withoutPassword(server))
                                            : problem);
    }
    return documentOf(core::BattleSession::open(std::move(store)), server);
}

std::unique_ptr<BattleDocument> ClubLink::openDirect(const QString &server, const QString &battle)
{
    return documentOf(core::BattleSession::open(core::PostgresStore::open(server, battle)), server);
}

ClubLink::ClubLink(BattleDocument *document, const QString &server, QObject *parent)
    : QObject(parent), mDocument(document),
      mJournal(dynamic_cast<core::JournaledStore *>(&document->session().store())),
      mServer(core::PgConnection::withoutPassword(server))
{
    if (mJournal) {
        // A look every few seconds, and after each move: sends what waits, brings in the umpire's
        // corrections, and tells a cut. On a thread of its own, so the window never waits for
        // the network. Idle otherwise (no polling in between).
        mJournal->lookInBackground([this] { landed(); });
        // A move waits in the journal until a look lands: the status bar counts it at once.
        connect(document, &BattleDocument::changed, this, &ClubLink::update);
        mTimer = new QTimer(this);
        mTimer->setInterval(checkSeconds * 1000);
        connect(mTimer, &QTimer::timeout, this, &ClubLink::check);
        mTimer->start();
    } else {
        // On the server directly: its NOTIFY tells of others' appends.
        mMayAppend = mayAppend(server, document->session().store().battleId());
        if (!mMayAppend) {
            // Said before a move is tried, rather than each move refused by the database.
            document->setReadOnly(tr("This login may not write to this club battle (only its table and the "
                                     "umpires of its event may): it is shown read-only"));
        }
        document->session().store().watch([this] {
            try {
                mDocument->catchUp();
            } catch (const core::Error &) {
                // The next notification tries again; the document stays as it was.
            }
        });
    }
    update();
}

ClubLink::~ClubLink()
{
    if (!mJournal)
        mDocument->session().store().watch({});
    else
        mJournal->lookInBackground({});
}

void ClubLink::check()
{
    if (mJournal)
        mJournal->sync();
}

bool ClubLink::looking() const
{
    return mJournal && mJournal->looking();
}

void ClubLink::landed()
{
    try {
        if (mJournal->takeRewritten())
            mDocument->reload();
        else if (mJournal->lastSeq() > mDocument->session().events().size())
            mDocument->catchUp();
    } catch (const core::Error &) {
        // Kept in the journal; the log dock shows the battle as it was.
    }
    const QList<core::RefusedEvent> refused = mJournal->takeRefused();
    if (!refused.isEmpty()) {
        QStringList lines;
        for (const core::RefusedEvent &event : refused)
            lines << event.event.description;
        emit this->refused(lines, mJournal->partedCopy());
    }
    update();
}

void ClubLink::update()
{
    using Status = core::JournaledStore::Status;
    if (mJournal && mJournal->status() == Status::Offline) {
        if (!mCutSince.isValid())
            mCutSince = QDateTime::currentDateTime();
    } else {
        mCutSince = QDateTime();
    }
    if (mJournal && mJournal->status() == Status::Diverged && !mReportedDivergence) {
        mReportedDivergence = true;
        const QList<core::Event> &events = mDocument->session().events();
        QStringList pending;
        for (qsizetype i = qMax<qsizetype>(0, events.size() - mJournal->pending()); i < events.size(); ++i)
            pending << events[i].description;
        emit diverged(mJournal->problem(), pending);
    } else if (mJournal && mJournal->status() != Status::Diverged) {
        mReportedDivergence = false;
    }
    emit stateChanged(stateText());
}

QString ClubLink::stateText() const
{
    using Status = core::JournaledStore::Status;
    if (!mJournal)
        return mMayAppend ? tr("Club battle on %1: live; this login may write to it").arg(mServer)
                          : tr("Club battle on %1: live, read-only for this login").arg(mServer);
    switch (mJournal->status()) {
    case Status::Online:
        return tr("Club battle on %1: connected").arg(mServer);
    case Status::Offline: {
        const qint64 waiting = mJournal->pending();
        return tr("Club battle on %1: cut off since %2: recording locally, %3")
            .arg(mServer, QLocale().toString(mCutSince.time(), QStringLiteral("HH:mm")),
                 waiting == 1 ? tr("1 event waiting") : tr("%1 events waiting").arg(waiting));
    }
    case Status::Diverged: {
        const qint64 kept = mJournal->pending();
        return tr("Club battle on %1: the umpire wrote meanwhile: %2")
            .arg(mServer, kept == 1 ? tr("1 event of this table kept here, not sent")
                                    : tr("%1 events of this table kept here, not sent").arg(kept));
    }
    }
    return {};
}

} // namespace adjutant::app
