// SPDX-License-Identifier: GPL-3.0-or-later
// A change and the follow-ups a rule calls for, recorded as one step (change.followedUp): one
// event, one line of the log with the reasons, one undo and one redo, replayed from the file.
// The rule here is the test's own: core knows no rule set.
#include "core/battle.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/changes.h"
#include "core/error.h"
#include "core/scenariowriter.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace adjutant::core;

namespace {

const QString demoPath =
    QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/demo/fogr-tercio-and-dutch-foot.json");

Change lost(const QString &unit)
{
    return {QStringLiteral("unit.basesLost"),
            {{QStringLiteral("id"), unit}, {QStringLiteral("count"), 1}}};
}

Change cohesion(const QString &unit, const QString &level)
{
    return {QStringLiteral("unit.stateChanged"),
            {{QStringLiteral("id"), unit},
             {QStringLiteral("state"), QJsonObject{{QStringLiteral("cohesion"), level}}}}};
}

const Unit &unitOf(const Battle &battle, const QString &id)
{
    return battle.units[battle.unitIndex(id)];
}

// A unit that falls to half its strength or below is "Gone", in the same step.
FollowUps halfGone(const Battle &before, const Battle &after)
{
    FollowUps list;
    for (const Unit &unit : after.units) {
        const int was = before.unitIndex(unit.id);
        if (was >= 0 && 2 * unit.currentStrength <= unit.originalStrength &&
            2 * before.units[was].currentStrength > unit.originalStrength)
            list.append({cohesion(unit.id, QStringLiteral("Gone")),
                         QStringLiteral("gone: %1 at half strength (test rule)").arg(unit.id)});
    }
    return list;
}

Change followedUp(const QJsonObject &payload)
{
    return {QStringLiteral("change.followedUp"), payload};
}

} // namespace

class TestFollowUps : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void aChangeAndItsFollowUpsAreOneStep();
    void aChangeWithoutFollowUpsIsRecordedAsItIs();
    void aWholeBattleOrAStepWithFollowUpsIsNotFollowedUpAgain();
    void aResultIsFollowedUpToo();
    void badStepsAreRefusedWithTheirPath_data();
    void badStepsAreRefusedWithTheirPath();

private:
    std::unique_ptr<BattleSession> mSession;
    QTemporaryDir mDir;
    QString mPath;
    int mFiles = 0;
};

void TestFollowUps::init()
{
    QVERIFY(mDir.isValid());
    mPath = mDir.filePath(QStringLiteral("battle%1.adjutant").arg(++mFiles));
    mSession = BattleFile::create(mPath, BattleFile::readScenario(demoPath));
    mSession->setFollowUps(halfGone);
}

void TestFollowUps::aChangeAndItsFollowUpsAreOneStep()
{
    const QString dutch1 = QStringLiteral("dutch1"); // 6 bases
    mSession->record(lost(dutch1));
    mSession->record(lost(dutch1));
    const Battle before = mSession->battle();
    const Event &event = mSession->record(lost(dutch1));

    QCOMPARE(event.type, QStringLiteral("change.followedUp"));
    QCOMPARE(event.description,
             QStringLiteral("\"Dutch foot (front)\" loses 1: strength 4 → 3 of 6; "
                            "gone: dutch1 at half strength (test rule)"));
    QCOMPARE(unitOf(mSession->battle(), dutch1).currentStrength, 3);
    QCOMPARE(unitOf(mSession->battle(), dutch1).state.cohesion, QStringLiteral("Gone"));
    QCOMPARE(Changes::parts(event.change()),
             (ChangeList{lost(dutch1), cohesion(dutch1, QStringLiteral("Gone"))}));
    const Battle after = mSession->battle();

    // One undo takes both back, one redo makes both again.
    QCOMPARE(mSession->undoText(), event.description);
    mSession->undo();
    QCOMPARE(mSession->battle(), before);
    mSession->redo();
    QCOMPARE(mSession->battle(), after);

    // The file replays it, and its undo.
    auto reopened = BattleFile::open(mPath);
    QCOMPARE(reopened->battle(), after);
    QCOMPARE(reopened->events(), mSession->events());
    reopened->undo();
    QCOMPARE(reopened->battle(), before);
}

void TestFollowUps::aChangeWithoutFollowUpsIsRecordedAsItIs()
{
    QCOMPARE(mSession->record(lost(QStringLiteral("dutch1"))).type,
             QStringLiteral("unit.basesLost"));
    // No rule: no follow-ups.
    mSession->setFollowUps({});
    mSession->record(lost(QStringLiteral("dutch1")));
    QCOMPARE(mSession->record(lost(QStringLiteral("dutch1"))).type,
             QStringLiteral("unit.basesLost"));
    QCOMPARE(unitOf(mSession->battle(), QStringLiteral("dutch1")).state.cohesion,
             QStringLiteral("Steady"));
}

void TestFollowUps::aWholeBattleOrAStepWithFollowUpsIsNotFollowedUpAgain()
{
    mSession->setFollowUps([](const Battle &, const Battle &) {
        return FollowUps{
            {cohesion(QStringLiteral("dutch2"), QStringLiteral("Gone")), QStringLiteral("always")}};
    });
    const Battle demo = mSession->battle();
    QCOMPARE(mSession
                 ->record({QStringLiteral("battle.imported"),
                           {{QStringLiteral("scenario"), ScenarioWriter::write(demo)}}})
                 .type,
             QStringLiteral("battle.imported"));
    const Change step = Changes::followedUp(
        lost(QStringLiteral("dutch1")),
        {{cohesion(QStringLiteral("dutch1"), QStringLiteral("Shaken")), QStringLiteral("told")}});
    const Event &event = mSession->record(step);
    QCOMPARE(event.change(), step);
    QCOMPARE(unitOf(mSession->battle(), QStringLiteral("dutch1")).state.cohesion,
             QStringLiteral("Shaken"));
    QCOMPARE(unitOf(mSession->battle(), QStringLiteral("dutch2")).state.cohesion,
             QStringLiteral("Steady"));
}

void TestFollowUps::aResultIsFollowedUpToo()
{
    const QString dutch1 = QStringLiteral("dutch1");
    mSession->record(lost(dutch1));
    mSession->record(lost(dutch1));
    const Battle before = mSession->battle();
    const Change result{QStringLiteral("adjudication.applied"),
                        {{QStringLiteral("ruleset"), QStringLiteral("fogr")},
                         {QStringLiteral("procedure"), QStringLiteral("death-roll")},
                         {QStringLiteral("summary"), QStringLiteral("Dutch foot loses a base")},
                         {QStringLiteral("changes"), QJsonArray{lost(dutch1).toJson()}},
                         {QStringLiteral("record"), QJsonObject()}}};
    const Event &event = mSession->record(result);
    QCOMPARE(event.type, QStringLiteral("change.followedUp"));
    QCOMPARE(event.description, QStringLiteral("Dutch foot loses a base; gone: dutch1 at half "
                                               "strength (test rule)"));
    QCOMPARE(Changes::parts(event.change()),
             (ChangeList{lost(dutch1), cohesion(dutch1, QStringLiteral("Gone"))}));
    mSession->undo();
    QCOMPARE(mSession->battle(), before);
}

void TestFollowUps::badStepsAreRefusedWithTheirPath_data()
{
    QTest::addColumn<QJsonObject>("payload");
    QTest::addColumn<QString>("message");
    const QJsonObject change = lost(QStringLiteral("dutch1")).toJson();
    const QJsonObject followUp{
        {QStringLiteral("change"),
         cohesion(QStringLiteral("dutch1"), QStringLiteral("Gone")).toJson()},
        {QStringLiteral("reason"), QStringLiteral("told")}};
    QTest::newRow("no follow-ups")
        << QJsonObject{{QStringLiteral("change"), change},
                       {QStringLiteral("followUps"), QJsonArray()}}
        << QStringLiteral("payload.followUps: must name at least one follow-up");
    QTest::newRow("no reason") << QJsonObject{{QStringLiteral("change"), change},
                                              {QStringLiteral("followUps"),
                                               QJsonArray{QJsonObject{
                                                   {QStringLiteral("change"),
                                                    followUp.value(QStringLiteral("change"))}}}}}
                               << QStringLiteral("payload.followUps[0].reason: is required");
    QTest::newRow("a whole battle")
        << QJsonObject{{QStringLiteral("change"),
                        Change{QStringLiteral("battle.imported"), {}}.toJson()},
                       {QStringLiteral("followUps"), QJsonArray{followUp}}}
        << QStringLiteral("payload.change.type: \"battle.imported\" cannot be part of a change "
                          "with follow-ups");
    QTest::newRow("a result as a follow-up")
        << QJsonObject{{QStringLiteral("change"), change},
                       {QStringLiteral("followUps"),
                        QJsonArray{QJsonObject{
                            {QStringLiteral("change"),
                             Change{QStringLiteral("adjudication.applied"), {}}.toJson()},
                            {QStringLiteral("reason"), QStringLiteral("told")}}}}}
        << QStringLiteral("payload.followUps[0].change.type: \"adjudication.applied\" cannot be "
                          "part of a change with follow-ups");
    QTest::newRow("a follow-up that does not apply")
        << QJsonObject{{QStringLiteral("change"), change},
                       {QStringLiteral("followUps"),
                        QJsonArray{QJsonObject{
                            {QStringLiteral("change"),
                             cohesion(QStringLiteral("nobody"), QStringLiteral("Gone")).toJson()},
                            {QStringLiteral("reason"), QStringLiteral("told")}}}}}
        << QStringLiteral("payload.followUps[0].change.payload.id: no unit with id \"nobody\"");
}

void TestFollowUps::badStepsAreRefusedWithTheirPath()
{
    QFETCH(QJsonObject, payload);
    QFETCH(QString, message);
    const Battle before = mSession->battle();
    try {
        mSession->record(followedUp(payload));
        QFAIL("recorded");
    } catch (const Error &error) {
        QCOMPARE(error.message(), message);
    }
    QCOMPARE(mSession->battle(), before);
    QCOMPARE(mSession->events().size(), 1);
}

QTEST_GUILESS_MAIN(TestFollowUps)
#include "tst_followups.moc"
