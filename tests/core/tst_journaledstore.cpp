// SPDX-License-Identifier: GPL-3.0-or-later
// A table keeps playing through a cut: JournaledStore journals every event locally, sends the
// server what it lacks when it is back, in order and once, and when the umpire wrote meanwhile
// makes the table's waiting events again on top: those that still apply are sent, those that no
// longer apply are handed back and kept, never dropped. The "server" here is a memory store that
// can be cut off at will; the real server's side of a cut is tst_clubfaults and tst_clubapp.
// The looks in the background run on a thread of their own: CI runs this test under
// ThreadSanitizer (.ci/tsan).
#include "eventtesting.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/error.h"
#include "core/journaledstore.h"
#include "core/memorystore.h"
#include "core/sqlitestore.h"

#include <QTemporaryDir>
#include <QTest>

#include <atomic>

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
    // Switched by the test while a look in the background may read them.
    std::atomic<bool> up = true;
    // The next append reaches the server but its answer is lost.
    std::atomic<bool> loseNextAnswer = false;
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
        if (mClub.loseNextAnswer.exchange(false))
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
    void umpireWroteMeanwhileTheTablesEventsGoOnTop();
    void whatNoLongerAppliesIsHandedBackAndKept();
    void aRemakeCutShortIsFinishedOnceInOrder();
    void umpireCorrectionsComeInWhenNothingIsPending();
    void looksInTheBackgroundSendEveryMoveOnceInOrder();
    void whatTheRuleSetRefusesOnTopIsHandedBack();

private:
    // Waits until every look asked for has landed (the events of this thread run meanwhile).
    static bool settled(JournaledStore &store);
    // A table's session on a new battle in `club`, journaled in a file of its own.
    std::unique_ptr<BattleSession> table(Club &club, JournaledStore **store, StateRule rule = {});
    QTemporaryDir mDir;
    int mCount = 0;
};

std::unique_ptr<BattleSession> TestJournaledStore::table(Club &club, JournaledStore **store,
                                                         StateRule rule)
{
    auto journal = SqliteStore::create(mDir.filePath(QStringLiteral("journal-%1.adjutant").arg(++mCount)),
                                       club.log.battleId());
    auto journaled = std::make_unique<JournaledStore>(
        std::move(journal), [&club] { return std::make_unique<CutStore>(club); }, std::move(rule));
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

void TestJournaledStore::umpireWroteMeanwhileTheTablesEventsGoOnTop()
{
    Club club;
    JournaledStore *store = nullptr;
    auto session = table(club, &store);
    club.up = false;
    const Event first = session->record(moveTo(20));
    const Event second = session->record(moveTo(21));
    // The umpire corrects the battle on the server while the table is cut off.
    const Event correction = BattleSession::open(club.log.another(QStringLiteral("umpire")))->record(moveTo(40));
    club.up = true;
    QCOMPARE(store->sync(), JournaledStore::Status::Online);
    QVERIFY(store->takeRefused().isEmpty());
    QVERIFY(store->partedCopy().isEmpty());
    QCOMPARE(store->pending(), qint64(0));
    // The umpire's first, then the table's, each once, in the table's order, by the table.
    const QList<Event> server = club.log.loadEvents();
    QCOMPARE(idsOf(server), (QList<QUuid>{server.first().id, correction.id, first.id, second.id}));
    QCOMPARE(server.at(2).seq, qint64(3));
    QCOMPARE(server.at(2).author, first.author);
    // The table reads its journal again and holds the server's battle.
    QVERIFY(store->takeRewritten());
    session->reload();
    QCOMPARE(idsOf(session->events()), idsOf(server));
    QCOMPARE(session->battle(), BattleSession::open(club.log.another(QStringLiteral("umpire")))->battle());
    QCOMPARE(idsOf(SqliteStore::open(store->location())->loadEvents()), idsOf(server));
    // The table's moves were made again from where the umpire put the base: taking both back
    // leaves the umpire's correction.
    const Battle corrected = BattleSession::open(std::make_unique<MemoryStore>(server.first(2)))->battle();
    session->undo();
    session->undo();
    QCOMPARE(session->battle(), corrected);
    // And plays on, on top.
    session->record(moveTo(22));
    QCOMPARE(club.log.lastSeq(), qint64(7));
    QCOMPARE(store->status(), JournaledStore::Status::Online);
}

void TestJournaledStore::whatNoLongerAppliesIsHandedBackAndKept()
{
    Club club;
    JournaledStore *store = nullptr;
    auto session = table(club, &store);
    const Event played = session->record(moveTo(20));
    club.up = false;
    // Cut off, the table takes its last step back and plays another.
    const Event undone = session->undo();
    const Event moved = session->record(moveTo(30));
    const QList<Event> before = session->events();
    // Meanwhile the umpire's correction becomes the battle's last step: the table's undo no
    // longer takes back the last step; its move still applies.
    const Event correction = BattleSession::open(club.log.another(QStringLiteral("umpire")))->record(moveTo(40));
    club.up = true;
    QCOMPARE(store->sync(), JournaledStore::Status::Online);
    const QList<RefusedEvent> refused = store->takeRefused();
    QCOMPARE(refused.size(), 1);
    QCOMPARE(refused.first().event.id, undone.id);
    QVERIFY2(refused.first().reason.contains(QStringLiteral("no longer the last step")), qPrintable(refused.first().reason));
    QCOMPARE(idsOf(club.log.loadEvents()),
             (QList<QUuid>{before.first().id, played.id, correction.id, moved.id}));
    QCOMPARE(store->pending(), qint64(0));
    // Kept, not dropped: the journal as it was is a battle file beside the journal.
    QVERIFY(!store->partedCopy().isEmpty());
    QCOMPARE(idsOf(SqliteStore::open(store->partedCopy())->loadEvents()), idsOf(before));
    QVERIFY(store->takeRewritten());
    session->reload();
    QCOMPARE(idsOf(session->events()), idsOf(club.log.loadEvents()));
    QVERIFY(store->takeRefused().isEmpty()); // told once
}

void TestJournaledStore::aRemakeCutShortIsFinishedOnceInOrder()
{
    Club club;
    JournaledStore *store = nullptr;
    auto session = table(club, &store);
    club.up = false;
    const Event first = session->record(moveTo(20));
    const Event second = session->record(moveTo(21));
    const Event correction = BattleSession::open(club.log.another(QStringLiteral("umpire")))->record(moveTo(40));
    club.up = true;
    club.loseNextAnswer = true; // the first event made again reaches the server, its answer does not
    QCOMPARE(store->sync(), JournaledStore::Status::Offline);
    QCOMPARE(club.log.lastSeq(), qint64(3));
    QVERIFY(!store->takeRewritten());
    QCOMPARE(store->sync(), JournaledStore::Status::Online);
    QVERIFY(store->takeRefused().isEmpty());
    const QList<Event> server = club.log.loadEvents();
    QCOMPARE(idsOf(server), (QList<QUuid>{server.first().id, correction.id, first.id, second.id}));
    QVERIFY(store->takeRewritten());
    session->reload();
    QCOMPARE(idsOf(session->events()), idsOf(server));
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

bool TestJournaledStore::settled(JournaledStore &store)
{
    for (int i = 0; i < 3000 && store.looking(); ++i)
        QTest::qWait(10);
    return !store.looking();
}

// The app's way (ClubLink): every look on the store's own thread, while the table plays on this
// one; through a cut and back, and with the umpire writing meanwhile.
void TestJournaledStore::looksInTheBackgroundSendEveryMoveOnceInOrder()
{
    Club club;
    JournaledStore *store = nullptr;
    auto session = table(club, &store);
    int landed = 0;
    store->lookInBackground([&landed] { ++landed; });
    for (int i = 0; i < 10; ++i)
        session->record(moveTo(20 + i)); // each asks for a look; none waits for one
    QVERIFY(settled(*store));
    QVERIFY(landed > 0);
    QCOMPARE(store->status(), JournaledStore::Status::Online);
    QCOMPARE(store->pending(), qint64(0));
    QCOMPARE(idsOf(club.log.loadEvents()), idsOf(session->events()));

    club.up = false;
    for (int i = 0; i < 5; ++i)
        session->record(moveTo(40 + i));
    QVERIFY(settled(*store));
    QCOMPARE(store->status(), JournaledStore::Status::Offline);
    QCOMPARE(store->pending(), qint64(5));
    // The umpire corrects meanwhile (no look is under way: the server is the test's to touch).
    const Event correction = BattleSession::open(club.log.another(QStringLiteral("umpire")))->record(moveTo(60));
    club.up = true;
    store->sync();
    QVERIFY(settled(*store));
    QCOMPARE(store->status(), JournaledStore::Status::Online);
    QCOMPARE(store->pending(), qint64(0));
    QVERIFY(store->takeRewritten());
    session->reload();
    const QList<Event> server = club.log.loadEvents();
    QCOMPARE(idsOf(session->events()), idsOf(server));
    QCOMPARE(server.at(11).id, correction.id);
    QCOMPARE(server.size(), 17);
}

// The table's moves made again on top of the umpire's pass the rule set's state rule (here the
// test's own: the tercio and the Dutch front disrupted together): one that leaves a state it
// refuses there comes back as refused with the rule's words, and is never sent.
void TestJournaledStore::whatTheRuleSetRefusesOnTopIsHandedBack()
{
    const auto disrupted = [](const QString &unit) {
        return Change{QStringLiteral("unit.stateChanged"),
                      {{QStringLiteral("id"), unit},
                       {QStringLiteral("state"),
                        QJsonObject{{QStringLiteral("cohesion"), QStringLiteral("Disrupted")}}}}};
    };
    const StateRule bothDisrupted = [](const Battle &battle) {
        const auto level = [&](const char *unit) {
            return battle.units[battle.unitIndex(QLatin1String(unit))].state.cohesion;
        };
        return level("tercio") == QLatin1String("Disrupted") &&
                       level("dutch1") == QLatin1String("Disrupted")
                   ? QStringList{QStringLiteral("the tercio and the Dutch front both disrupted")}
                   : QStringList();
    };
    Club club;
    JournaledStore *store = nullptr;
    auto session = table(club, &store, bothDisrupted);
    club.up = false;
    const Event mine = session->record(disrupted(QStringLiteral("dutch1")));
    const Event correction = BattleSession::open(club.log.another(QStringLiteral("umpire")))
                                 ->record(disrupted(QStringLiteral("tercio")));
    club.up = true;
    QCOMPARE(store->sync(), JournaledStore::Status::Online);
    const QList<RefusedEvent> refused = store->takeRefused();
    QCOMPARE(refused.size(), 1);
    QCOMPARE(refused.first().event.id, mine.id);
    QCOMPARE(refused.first().reason,
             QStringLiteral("the tercio and the Dutch front both disrupted"));
    const QList<Event> server = club.log.loadEvents();
    QCOMPARE(idsOf(server), (QList<QUuid>{server.first().id, correction.id}));
}

QTEST_GUILESS_MAIN(TestJournaledStore)
#include "tst_journaledstore.moc"
