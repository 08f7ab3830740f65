// A table keeps playing through a cut: JournaledStore journals every event locally, sends the
// server what it lacks when it is back, in order and once, and stops (dropping nothing) when the
// umpire wrote meanwhile. The "server" here is a memory store that can be cut off at will; the
// real server's side of a cut is tst_clubfaults.
#include "eventtesting.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/error.h"
#include "core/journaledstore.h"
#include "core/memorystore.h"
#include "core/sqlitestore.h"

#include <QTemporaryDir>
#include <QTest>

using namespace adjutant::core;

using eventtesting::idsOf;
using eventtesting::moveTo;

namespace {

const QString demoPath =
    QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/demo/fogr-tercio-and-dutch-foot.json");

// The club: one log, and a switch for the network between it and the table.
struct Club
{
    MemoryStore log{QList<Event>{}, QStringLiteral("umpire")};
    bool up = true;
    // The next append reaches the server but its answer is lost.
    bool loseNextAnswer = false;
};

// The table's handle on the club's log, through the switch.
class CutStore final : public GameStore
{
public:
    explicit CutStore(Club &club) : mClub(club), mStore(club.log.another(QStringLiteral("table1"))) {}
    QString location() const override { return QStringLiteral("club"); }
    QUuid battleId() const override { return mStore->battleId(); }
    QString author() const override { return mStore->author(); }
    qint64 lastSeq() override { return reach().lastSeq(); }
    QList<Event> eventsAfter(qint64 seq) override { return reach().eventsAfter(seq); }
    void append(const Event &event) override
    {
        reach().append(event);
        if (std::exchange(mClub.loseNextAnswer, false))
            throw Error(QStringLiteral("club: server closed the connection unexpectedly"));
    }
    void watch(std::function<void()>) override {}

private:
    GameStore &reach()
    {
        if (!mClub.up)
            throw Error(QStringLiteral("club: no route to host"));
        return *mStore;
    }
    Club &mClub;
    std::unique_ptr<MemoryStore> mStore;
};

} // namespace

class TestJournaledStore : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(mDir.isValid()); }
    void appendsReachTheServerAtOnce();
    void cutThenBackSendsWhatWasMissedOnceInOrder();
    void lostAnswerIsNotSentTwice();
    void umpireWroteMeanwhileStopsAndDropsNothing();
    void umpireCorrectionsComeInWhenNothingIsPending();

private:
    // A table's session on a new battle in `club`, journaled in a file of its own.
    std::unique_ptr<BattleSession> table(Club &club, JournaledStore **store);
    QTemporaryDir mDir;
    int mCount = 0;
};

std::unique_ptr<BattleSession> TestJournaledStore::table(Club &club, JournaledStore **store)
{
    auto journal = SqliteStore::create(mDir.filePath(QStringLiteral("journal-%1.adjutant").arg(++mCount)),
                                       club.log.battleId());
    auto journaled = std::make_unique<JournaledStore>(std::move(journal),
                                                      [&club] { return std::make_unique<CutStore>(club); });
    *store = journaled.get();
    return BattleSession::create(std::move(journaled), BattleFile::readScenario(demoPath));
}

void TestJournaledStore::appendsReachTheServerAtOnce()
{
    Club club;
    JournaledStore *store = nullptr;
    auto session = table(club, &store);
    session->record(moveTo(20));
    QCOMPARE(store->status(), JournaledStore::Status::Online);
    QCOMPARE(store->pending(), qint64(0));
    QCOMPARE(idsOf(club.log.loadEvents()), idsOf(session->events()));
}

void TestJournaledStore::cutThenBackSendsWhatWasMissedOnceInOrder()
{
    Club club;
    JournaledStore *store = nullptr;
    auto session = table(club, &store);
    club.up = false;
    for (int i = 0; i < 5; ++i)
        session->record(moveTo(20 + i)); // the table plays on
    QCOMPARE(store->status(), JournaledStore::Status::Offline);
    QCOMPARE(store->problem(), QStringLiteral("club: no route to host"));
    QCOMPARE(store->pending(), qint64(5));
    QCOMPARE(club.log.lastSeq(), qint64(1));
    session->undo();
    QCOMPARE(store->pending(), qint64(6));

    club.up = true;
    QCOMPARE(store->sync(), JournaledStore::Status::Online);
    QCOMPARE(store->pending(), qint64(0));
    QCOMPARE(idsOf(club.log.loadEvents()), idsOf(session->events()));
    QCOMPARE(BattleSession::open(club.log.another(QStringLiteral("umpire")))->battle(), session->battle());
}

void TestJournaledStore::lostAnswerIsNotSentTwice()
{
    Club club;
    JournaledStore *store = nullptr;
    auto session = table(club, &store);
    club.loseNextAnswer = true;
    session->record(moveTo(20)); // recorded on the server, but the table does not know
    QCOMPARE(store->status(), JournaledStore::Status::Offline);
    session->record(moveTo(21));
    QCOMPARE(store->status(), JournaledStore::Status::Online);
    QCOMPARE(idsOf(club.log.loadEvents()), idsOf(session->events()));
    QCOMPARE(club.log.lastSeq(), qint64(3));
}

void TestJournaledStore::umpireWroteMeanwhileStopsAndDropsNothing()
{
    Club club;
    JournaledStore *store = nullptr;
    auto session = table(club, &store);
    club.up = false;
    session->record(moveTo(20));
    session->record(moveTo(21));
    // The umpire corrects the battle on the server while the table is cut off.
    BattleSession::open(club.log.another(QStringLiteral("umpire")))->record(moveTo(40));
    club.up = true;
    QCOMPARE(store->sync(), JournaledStore::Status::Diverged);
    QCOMPARE(store->problem(), QStringLiteral("%1 and club have gone different ways at event 2; nothing was sent")
                                   .arg(store->location()));
    QCOMPARE(store->pending(), qint64(2));
    // Nothing dropped: the table's events are in its journal, the umpire's on the server.
    QCOMPARE(session->events().size(), 3);
    QCOMPARE(SqliteStore::open(store->location())->lastSeq(), qint64(3));
    QCOMPARE(club.log.lastSeq(), qint64(2));
    QCOMPARE(club.log.loadEvents().last().author, QStringLiteral("umpire"));
}

void TestJournaledStore::umpireCorrectionsComeInWhenNothingIsPending()
{
    Club club;
    JournaledStore *store = nullptr;
    auto session = table(club, &store);
    BattleSession::open(club.log.another(QStringLiteral("umpire")))->record(moveTo(40));
    QCOMPARE(store->sync(), JournaledStore::Status::Online);
    QCOMPARE(session->catchUp(), qsizetype(1));
    QCOMPARE(session->battle(), BattleSession::open(club.log.another(QStringLiteral("umpire")))->battle());
    session->record(moveTo(41));
    QCOMPARE(club.log.lastSeq(), qint64(3));
}

QTEST_GUILESS_MAIN(TestJournaledStore)
#include "tst_journaledstore.moc"
