// SPDX-License-Identifier: GPL-3.0-or-later
// A close combat's input read off the table: the book's Example of Combat (FoGR) set up on the
// demo battle, impact then melee, gives the book's dice and scores.
#include "rulesets/fogr/closecombatinput.h"

#include "core/battle.h"
#include "core/battlefile.h"
#include "core/error.h"
#include "rulesets/dicesource.h"
#include "rulesets/procedureresult.h"
#include "rulesets/rulebook.h"
#include "rulesets/ruleset.h"

#include <QJsonArray>
#include <QTest>

using namespace adjutant;

namespace {

const rulesets::RuleBook &book()
{
    return rulesets::findRuleset(QStringLiteral("fogr"))->ruleBook();
}

// The demo, at the book's impact (An Example of Combat, "The Spanish have charged in"): the Dutch
// front battle group in contact, its three files lined up on the tercio's right three files, the
// shot file on the left against pike, the pike against pike, the other shot against shot ("The
// Dutch have 4 dice at - POA ... and 2 dice at 0 POA").
core::Battle demo()
{
    return core::BattleFile::readScenario(QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/demo/fogr-tercio-and-dutch-foot.json"));
}

void removeBase(core::Battle &battle, const char *unit, const char *id)
{
    core::Unit &u = battle.units[battle.unitIndex(QString::fromLatin1(unit))];
    u.bases.removeIf([&](const core::Base &b) { return b.id == QLatin1String(id); });
    --u.currentStrength;
}

// Which scores the side's dice need, with how many dice: "5:2 4:2" (before losses).
QString diceBySide(const QJsonObject &output, const QString &side)
{
    QMap<int, int> byScore;
    for (const QJsonValue &s : output[QStringLiteral("facts")][QStringLiteral("sides")].toArray()) {
        if (s[QStringLiteral("key")].toString() != side)
            continue;
        for (const QJsonValue &g : s[QStringLiteral("groups")].toArray())
            byScore[g[QStringLiteral("scoreToHit")].toInt()] += g[QStringLiteral("dice")].toInt();
    }
    QStringList parts;
    for (auto it = byScore.begin(); it != byScore.end(); ++it) {
        if (it.value())
            parts.append(QStringLiteral("%1:%2").arg(it.key()).arg(it.value()));
    }
    return parts.join(QLatin1Char(' '));
}

QJsonObject run(const QString &procedure, const QJsonObject &input)
{
    rulesets::DiceSource none = rulesets::DiceSource::none();
    return rulesets::findRuleset(QStringLiteral("fogr"))->run(procedure, input, none).toJson(none);
}

} // namespace

class TestCloseCombatInput : public QObject
{
    Q_OBJECT

private slots:
    // FoGR, An Example of Combat, Impact: "It is 6 dice for the Dutch versus 6 dice for the
    // Spanish ... The Dutch have 4 dice at - POA, needing 5 or higher to hit, and 2 dice at 0 POA,
    // needing 4 or higher to hit. The Spanish have 4 dice at + POA and 2 dice at 0 POA. All 6 need
    // 4 or higher to hit."
    void bookImpact()
    {
        const rulesets::fogr::CloseCombatInput prefill = rulesets::fogr::closeCombatInput(book(), demo(), QStringLiteral("tercio"),
                                                                          QStringLiteral("dutch1"), rulesets::fogr::CloseCombatPhase::Impact);
        QVERIFY(prefill.derived.contains(QStringLiteral("sides[0].groups")));
        const QJsonObject out = run(QStringLiteral("impact"), prefill.input);
        QCOMPARE(diceBySide(out, QStringLiteral("tercio")), QStringLiteral("4:6"));
        QCOMPARE(diceBySide(out, QStringLiteral("dutch1")), QStringLiteral("4:2 5:4"));
    }

    // FoGR, An Example of Combat, Melee: the Dutch have lost an arquebusier base and are
    // DISRUPTED, the tercio has lost its right rear 3rd rank arquebusier. "The Spanish overlap
    // the Dutch on one side and get 7 dice ... 3 dice at 0 POA and 4 dice at + POA. All 7 dice
    // need 4 or higher" and "the Dutch throw 2 blue dice requiring 5 or higher, and 2 black dice
    // requiring 4 or higher".
    void bookMelee()
    {
        core::Battle battle = demo();
        removeBase(battle, "dutch1", "f1r2");
        removeBase(battle, "tercio", "f4r3");
        battle.units[battle.unitIndex(QStringLiteral("dutch1"))].state.cohesion = QStringLiteral("Disrupted");
        const rulesets::fogr::CloseCombatInput prefill =
            rulesets::fogr::closeCombatInput(book(), battle, QStringLiteral("tercio"), QStringLiteral("dutch1"), rulesets::fogr::CloseCombatPhase::Melee);
        const QJsonObject out = run(QStringLiteral("melee"), prefill.input);
        QCOMPARE(diceBySide(out, QStringLiteral("tercio")), QStringLiteral("4:7"));
        QCOMPARE(diceBySide(out, QStringLiteral("dutch1")), QStringLiteral("4:2 5:2"));
    }

    void notInContact()
    {
        // The Dutch front battle group three MU back, before the charge.
        core::Battle apart = demo();
        for (core::Base &b : apart.units[apart.unitIndex(QStringLiteral("dutch1"))].bases)
            b.y = b.y + core::Length::fromMillimetres(3 * 25);
        QVERIFY_THROWS_EXCEPTION(core::Error, rulesets::fogr::closeCombatInput(book(), apart, QStringLiteral("tercio"), QStringLiteral("dutch1"),
                                                                          rulesets::fogr::CloseCombatPhase::Impact));
        QVERIFY_THROWS_EXCEPTION(core::Error, rulesets::fogr::closeCombatInput(book(), demo(), QStringLiteral("tercio"), QStringLiteral("ghost"),
                                                                          rulesets::fogr::CloseCombatPhase::Impact));
    }
};

QTEST_GUILESS_MAIN(TestCloseCombatInput)
#include "tst_closecombatinput.moc"
