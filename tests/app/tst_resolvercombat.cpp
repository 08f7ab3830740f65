// SPDX-License-Identifier: GPL-3.0-or-later
// The close combat resolvers from the table (offscreen platform), driven by mouse and keys: the
// impact and the melee of the book's Example of Combat, and the demo's melee carrying its facts
// into the cohesion test.
#include "app/gui/resolver/adjudicatemenu.h"
#include "app/gui/document/battledocument.h"
#include "app/gui/resolver/diceentry.h"
#include "app/gui/resolver/inputform.h"
#include "app/gui/docks/logdock.h"
#include "app/gui/document/logmodel.h"
#include "app/gui/mainwindow.h"
#include "app/gui/resolver/oddschart.h"
#include "app/gui/resolver/resolverdialog.h"
#include "app/gui/docks/unitsdock.h"
#include "core/battle.h"
#include "core/change.h"
#include "rulesets/dicesource.h"
#include "rulesets/procedureresult.h"
#include "rulesets/ruleset.h"
#include "guitesting.h"
#include "resolvertesting.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPointer>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeWidget>

using namespace adjutant;
using namespace resolvertesting;

namespace {
// A close combat result's hits inflicted, by side key.
QMap<QString, int> hitsInflicted(const QJsonObject &result)
{
    QMap<QString, int> hits;
    for (const QJsonValue &side : result[QStringLiteral("sides")].toArray())
        hits[side[QStringLiteral("key")].toString()] = side[QStringLiteral("hitsInflicted")].toInt();
    return hits;
}

// FoGR, An Example of Combat, the melee's dice: the book's faces, dealt over each side's groups in
// roll order (the book does not say which file threw which); the tercio's 1 is re-rolled
// (superior) and scores 5. The Dutch dice needing 5 score 5 and 5, those needing 4 score 5 and 2.
void typeTheBooksMeleeDice(app::ResolverDialog *dialog, const rulesets::ProcedureResult &odds)
{
    QMap<int, QList<int>> dutchFaces{{5, {5, 5}}, {4, {5, 2}}};
    QList<int> tercioFaces{6, 6, 6, 4, 3, 2, 1};
    for (const QJsonValue &side : odds.facts[QStringLiteral("sides")].toArray()) {
        const QString key = side[QStringLiteral("key")].toString();
        for (const QJsonValue &g : side[QStringLiteral("groups")].toArray()) {
            QStringList faces;
            bool rerollsOne = false;
            for (int d = 0; d < g[QStringLiteral("dice")].toInt(); ++d) {
                const int face = key == QLatin1String("tercio")
                                     ? tercioFaces.takeFirst()
                                     : dutchFaces[g[QStringLiteral("scoreToHit")].toInt()].takeFirst();
                faces << QString::number(face);
                rerollsOne = rerollsOne || (key == QLatin1String("tercio") && face == 1);
            }
            const QString roll = g[QStringLiteral("roll")].toString();
            QLineEdit *edit = dialog->diceEntry()->facesEdit(roll);
            QVERIFY2(edit, qPrintable(roll));
            QTest::keyClicks(edit, faces.join(QLatin1Char(' ')));
            if (rerollsOne)
                QTest::keyClicks(dialog->diceEntry()->rerollsEdit(roll), QStringLiteral("5"));
        }
    }
}
} // namespace

class TestResolverCombat : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void impactOfTheBookFromTheTable();
    void meleeOfTheBookFromTheTable();
    void meleeOnTheDemoCarriesItsFactsIntoTheTest();

private:
    // Opens the close combat resolver by its shortcut on the selected battle group, checks that
    // the table filled both sides in, and gives the procedure's odds for what it shows.
    void openFromTable(app::MainWindow &window, const QString &procedure, app::ResolverDialog *&dialog,
                       rulesets::ProcedureResult &odds);
    QTemporaryDir mDir;
};

void TestResolverCombat::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(mDir.isValid());
}

void TestResolverCombat::openFromTable(app::MainWindow &window, const QString &procedure,
                                       app::ResolverDialog *&dialog, rulesets::ProcedureResult &odds)
{
    dialog = openResolver(window, window.adjudicateMenu()->action(procedure)->shortcut());
    QVERIFY(dialog);
    QVERIFY(dialog->form()->derivedKeys().contains(QStringLiteral("sides")));
    QVERIFY2(dialog->problemLabel()->text().isEmpty(), qPrintable(dialog->problemLabel()->text()));
    rulesets::DiceSource none = rulesets::DiceSource::none();
    odds = rulesets::findRuleset(QStringLiteral("fogr"))->run(procedure, dialog->form()->value(), none);
}

// FoGR, An Example of Combat, the impact: the Dutch charged home on the demo's tercio; the
// impact resolver opens with both battle groups read off the table, the book's dice and scores
// ("The Dutch have 4 dice at - POA, needing 5 or higher to hit, and 2 dice at 0 POA ... The
// Spanish have 4 dice at + POA and 2 dice at 0 POA. All 6 need 4 or higher"), takes the book's
// dice (2 hits against 3: "The Dutch have lost the impact phase combat"); then the Dutch
// cohesion test ("5 and 1 ... a final score of 5 ... from STEADY to DISRUPTED") is applied and
// shows in the units dock and the log.
void TestResolverCombat::impactOfTheBookFromTheTable()
{
    app::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY2(window.openDemo(mDir.filePath(QStringLiteral("impact"))), qPrintable(window.lastError()));
    chargeHome(window);
    select(window, QStringLiteral("Tercio"));

    app::ResolverDialog *dialog = nullptr;
    rulesets::ProcedureResult odds;
    openFromTable(window, QStringLiteral("impact"), dialog, odds);
    QVERIFY(dialog && !QTest::currentTestFailed());
    QMap<QString, QStringList> groups; // side -> "dice@score" per group, in roll order
    for (const QJsonValue &side : odds.facts[QStringLiteral("sides")].toArray()) {
        for (const QJsonValue &g : side[QStringLiteral("groups")].toArray())
            groups[side[QStringLiteral("key")].toString()].append(
                QStringLiteral("%1@%2").arg(g[QStringLiteral("dice")].toInt()).arg(g[QStringLiteral("scoreToHit")].toInt()));
    }
    QCOMPARE(groups.value(QStringLiteral("tercio")), QStringList({QStringLiteral("2@4"), QStringLiteral("2@4"), QStringLiteral("2@4")}));
    QCOMPARE(groups.value(QStringLiteral("dutch1")), QStringList({QStringLiteral("2@5"), QStringLiteral("2@5"), QStringLiteral("2@4")}));

    // "The Dutch roll 4 blue dice needing 5 or higher scoring 6, 5, 3, and 1, and 2 black dice
    // needing 4 or higher scoring 3 and 2 ... The Spanish roll 6 white dice ... 6, 4, 3, 2, 1
    // and 1 ... They roll 5 and 1."
    auto type = [&](const char *roll, const char *faces, const char *rerolls = nullptr) {
        QLineEdit *edit = dialog->diceEntry()->facesEdit(QLatin1String(roll));
        QVERIFY2(edit, roll);
        QTest::keyClicks(edit, QLatin1String(faces));
        if (rerolls)
            QTest::keyClicks(dialog->diceEntry()->rerollsEdit(QLatin1String(roll)), QLatin1String(rerolls));
    };
    // Each roll's box appears once the rolls before it are typed, in the order they are made.
    type("tercio.0", "6 4");
    type("tercio.1", "3 2");
    type("tercio.2", "1 1", "5 1");
    type("dutch1.0", "6 5");
    type("dutch1.1", "3 1");
    type("dutch1.2", "3 2");
    QVERIFY2(dialog->resultLabel()->text().contains(QStringLiteral("Dutch foot (front)")),
             qPrintable(dialog->resultLabel()->text()));
    QVERIFY(dialog->adjudication().result());
    const QJsonObject result = dialog->adjudication().result()->result;
    QCOMPARE(result[QStringLiteral("losers")].toArray(), QJsonArray({QStringLiteral("Dutch foot (front)")}));
    const QMap<QString, int> hits = hitsInflicted(result);
    QCOMPARE(hits.value(QStringLiteral("dutch1")), 2);
    QCOMPARE(hits.value(QStringLiteral("tercio")), 3);
    closeDiscarding(dialog);
    QTRY_VERIFY(!window.findChild<app::ResolverDialog *>());

    // The Dutch cohesion test: -1 for 1 HP3B, 5 and 1: DISRUPTED.
    select(window, QStringLiteral("Dutch foot (front)"));
    const int logRows = window.logDock()->view()->model()->rowCount();
    dialog = openResolver(window, QKeySequence(QStringLiteral("Ctrl+T")));
    QVERIFY(dialog);
    choose(dialog->form()->editor(QStringLiteral("reason")), QStringLiteral("closeCombat"));
    QTest::mouseClick(dialog->form()->editor(QStringLiteral("hp3bFromCloseCombat")), Qt::LeftButton);
    choose(dialog->form()->editor(QStringLiteral("commander")), QStringLiteral("none"));
    QTest::keyClicks(dialog->diceEntry()->facesEdit(QStringLiteral("cohesion")), QStringLiteral("5 1"));
    QVERIFY2(dialog->resultLabel()->text().contains(QStringLiteral("DISRUPTED")), qPrintable(dialog->resultLabel()->text()));
    QTest::mouseClick(dialog->applyButton(), Qt::LeftButton);
    QTRY_VERIFY(!window.findChild<app::ResolverDialog *>());
    QCOMPARE(unitItem(window, QStringLiteral("Dutch foot (front)"))->text(app::UnitsDock::Cohesion), QStringLiteral("Disrupted"));
    QCOMPARE(window.logDock()->view()->model()->rowCount(), logRows + 1);
}

// FoGR, An Example of Combat, melee: after the impact the Dutch have lost an arquebusier base
// and are DISRUPTED, the tercio has lost its right rear 3rd rank arquebusier. "The Spanish get 3
// dice at 0 POA and 4 dice at + POA. All 7 dice need 4 or higher to hit ... the Dutch throw 2
// blue dice requiring 5 or higher, and 2 black dice requiring 4 or higher." With the book's dice
// ("5 and 5 ... 5 and 2, which gives 3 hits ... 6, 6, 6, 4, 3, 2 and 1 ... re-roll the 1 and get
// a 5, to make a total of 5 hits. The Dutch have lost the melee phase combat") and Apply, the
// result is in the log under both battle groups.
void TestResolverCombat::meleeOfTheBookFromTheTable()
{
    app::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY2(window.openDemo(mDir.filePath(QStringLiteral("melee"))), qPrintable(window.lastError()));
    app::BattleDocument *document = window.document();
    chargeHome(window);
    document->record(core::Change{QStringLiteral("base.removed"),
                                  {{QStringLiteral("unit"), QStringLiteral("dutch1")}, {QStringLiteral("id"), QStringLiteral("f1r2")}}});
    document->record(core::Change{QStringLiteral("base.removed"),
                                  {{QStringLiteral("unit"), QStringLiteral("tercio")}, {QStringLiteral("id"), QStringLiteral("f4r3")}}});
    document->record(core::Change{QStringLiteral("unit.stateChanged"),
                                  {{QStringLiteral("id"), QStringLiteral("dutch1")},
                                   {QStringLiteral("state"), QJsonObject{{QStringLiteral("cohesion"), QStringLiteral("Disrupted")}}}}});
    select(window, QStringLiteral("Tercio"));

    app::ResolverDialog *dialog = nullptr;
    rulesets::ProcedureResult odds;
    openFromTable(window, QStringLiteral("melee"), dialog, odds);
    QVERIFY(dialog && !QTest::currentTestFailed());
    // Dice by POA and score to hit, over the files' groups: side -> {"+@4": 4, ...}.
    QMap<QString, QMap<QString, int>> dice;
    for (const QJsonValue &side : odds.facts[QStringLiteral("sides")].toArray()) {
        for (const QJsonValue &g : side[QStringLiteral("groups")].toArray())
            dice[side[QStringLiteral("key")].toString()][QStringLiteral("%1@%2").arg(
                g[QStringLiteral("poaText")].toString()).arg(g[QStringLiteral("scoreToHit")].toInt())] +=
                g[QStringLiteral("dice")].toInt();
    }
    QCOMPARE(dice.value(QStringLiteral("tercio")), (QMap<QString, int>{{QStringLiteral("0@4"), 3}, {QStringLiteral("+@4"), 4}}));
    QCOMPARE(dice.value(QStringLiteral("dutch1")), (QMap<QString, int>{{QStringLiteral("-@5"), 2}, {QStringLiteral("0@4"), 2}}));

    typeTheBooksMeleeDice(dialog, odds);
    QVERIFY(dialog->adjudication().result());
    const QJsonObject result = dialog->adjudication().result()->result;
    QCOMPARE(result[QStringLiteral("losers")].toArray(), QJsonArray({QStringLiteral("Dutch foot (front)")}));
    const QMap<QString, int> hits = hitsInflicted(result);
    QCOMPARE(hits.value(QStringLiteral("dutch1")), 3);
    QCOMPARE(hits.value(QStringLiteral("tercio")), 5);

    const int logRows = window.logDock()->view()->model()->rowCount();
    QVERIFY(dialog->applyButton()->isEnabled());
    const QPointer<app::ResolverDialog> melee(dialog);
    QTest::mouseClick(dialog->applyButton(), Qt::LeftButton);
    QTRY_VERIFY(!melee);
    QAbstractItemModel *log = window.logDock()->view()->model();
    QCOMPARE(log->rowCount(), logRows + 1);
    const QModelIndex entry = log->index(logRows, app::LogModel::Description);
    QCOMPARE(entry.data(app::LogModel::KindRole).toString(), QStringLiteral("result: melee"));
    // The log's filter offers each kind by the name a player uses, never its key, and the melee
    // by its procedure's title; choosing it leaves the melee's one entry.
    QCOMPARE(entry.data(app::LogModel::KindNameRole).toString(), QStringLiteral("Result: Melee"));
    auto *kinds = window.logDock()->findChild<QComboBox *>(QStringLiteral("logKindFilter"));
    QVERIFY(kinds);
    QStringList offered;
    for (int i = 0; i < kinds->count(); ++i)
        offered << kinds->itemText(i);
    QVERIFY2(offered.contains(QStringLiteral("Result: Melee")), qPrintable(offered.join(u'|')));
    for (const QString &kind : offered)
        QVERIFY2(!kind.contains(QLatin1Char('.')) && kind.at(0).isUpper(), qPrintable(kind));
    kinds->setCurrentIndex(offered.indexOf(QStringLiteral("Result: Melee")));
    QCOMPARE(window.logDock()->view()->model()->rowCount(), 1);
    kinds->setCurrentIndex(0);
    QCOMPARE(window.logDock()->view()->model()->rowCount(), logRows + 1);
    QStringList units = entry.data(app::LogModel::UnitsRole).toStringList();
    units.sort();
    QCOMPARE(units, QStringList({QStringLiteral("dutch1"), QStringLiteral("tercio")}));

    // "The Dutch must now take a cohesion test. They lost by 5 hits to 3": it opens at once,
    // filled in from the melee, each fact saying so.
    app::ResolverDialog *test = nullptr;
    QTRY_VERIFY((test = window.findChild<app::ResolverDialog *>(QStringLiteral("resolver-cohesion-test"))));
    app::InputForm *form = test->form();
    QCOMPARE(qobject_cast<QComboBox *>(form->editor(QStringLiteral("reason")))->currentData().toString(),
             QStringLiteral("closeCombat"));
    QCOMPARE(qobject_cast<QSpinBox *>(form->editor(QStringLiteral("hitsReceived")))->value(), 5);
    QCOMPARE(qobject_cast<QSpinBox *>(form->editor(QStringLiteral("hitsInflicted")))->value(), 3);
    QVERIFY(qobject_cast<QCheckBox *>(form->editor(QStringLiteral("hp3bFromCloseCombat")))->isChecked());
    QVERIFY(qobject_cast<QCheckBox *>(form->editor(QStringLiteral("twoMoreHitsReceived")))->isChecked());
    for (const char *key : {"reason", "hitsReceived", "hitsInflicted", "hp3bFromCloseCombat",
                            "twoMoreHitsReceived", "cohesion"}) {
        QVERIFY2(form->badge(QLatin1String(key))->isVisible(), key);
        QCOMPARE(form->badge(QLatin1String(key))->text(), QStringLiteral("from the melee"));
        QVERIFY2(!form->badge(QLatin1String(key))->toolTip().isEmpty(), key);
    }
    QVERIFY2(test->problemLabel()->text().isEmpty(), qPrintable(test->problemLabel()->text()));
    // The odds shown are the cohesion test's on these facts; the book's: "a -1 as 5 hits is more
    // than 1 per 3 bases, a second -1 as they lost the melee by 2 or more hits ... and a third -1
    // as they are already DISRUPTED".
    const rulesets::Ruleset *fogr = rulesets::findRuleset(QStringLiteral("fogr"));
    rulesets::DiceSource none = rulesets::DiceSource::none();
    const rulesets::ProcedureResult expected = fogr->run(QStringLiteral("cohesion-test"), form->value(), none);
    QStringList labels;
    QList<double> percentages;
    int net = 0;
    for (const rulesets::Outcome &outcome : expected.outcomes) {
        labels.append(outcome.label);
        percentages.append(100 * outcome.probability);
    }
    for (const rulesets::Modifier &m : expected.modifiers)
        net += m.value;
    QCOMPARE(test->oddsChart()->labels(), labels);
    QCOMPARE(test->oddsChart()->percentages(), percentages);
    QCOMPARE(net, -3);
    QCOMPARE(test->oddsChart()->labels().first(), QStringLiteral("Pass: DISRUPTED"));
    QVERIFY(test->oddsChart()->toolTip(0).contains(QStringLiteral("exactly 1/6")));

    // "They roll 2 and 4 totalling 6. Subtracting a net -3 brings this down to 3 ... They are now
    // FRAGMENTED."
    QTest::keyClicks(test->diceEntry()->facesEdit(QStringLiteral("cohesion")), QStringLiteral("2 4"));
    const QPointer<app::ResolverDialog> tested(test);
    QTest::mouseClick(test->applyButton(), Qt::LeftButton);
    QTRY_VERIFY(!tested);
    QCOMPARE(unitItem(window, QStringLiteral("Dutch foot (front)"))->text(app::UnitsDock::Cohesion),
             QStringLiteral("Fragmented"));

    // "The death roll. The Dutch took five hits: they need a 6 to pass as losers of a melee, and
    // get it! The Spanish suffered 3 hits, but get +2 ... They roll a 1 and lose a base!"
    auto strength = [&](const char *id) {
        const core::Battle &battle = window.document()->battle();
        return battle.units[battle.unitIndex(QLatin1String(id))].currentStrength;
    };
    const int tercioBases = strength("tercio"), dutchBases = strength("dutch1");
    const QList<std::tuple<QString, int, QString>> deaths{
        {QStringLiteral("Tercio"), 3, QStringLiteral("1")},
        {QStringLiteral("Dutch foot (front)"), 5, QStringLiteral("6")}};
    for (const auto &[who, hits, die] : deaths) {
        app::ResolverDialog *roll = nullptr;
        QTRY_VERIFY((roll = window.findChild<app::ResolverDialog *>(QStringLiteral("resolver-death-roll"))));
        QCOMPARE(qobject_cast<QLineEdit *>(roll->form()->editor(QStringLiteral("name")))->text(), who);
        QCOMPARE(qobject_cast<QSpinBox *>(roll->form()->editor(QStringLiteral("hits")))->value(), hits);
        QCOMPARE(roll->form()->badge(QStringLiteral("hits"))->text(), QStringLiteral("from the melee"));
        QTest::keyClicks(roll->diceEntry()->facesEdit(QStringLiteral("death")), die);
        const QPointer<app::ResolverDialog> rolled(roll);
        QTest::mouseClick(roll->applyButton(), Qt::LeftButton);
        QTRY_VERIFY(!rolled);
    }
    QCOMPARE(strength("tercio"), tercioBases - 1);
    QCOMPARE(strength("dutch1"), dutchBases);
    QTest::qWait(50);
    QVERIFY(!window.findChild<app::ResolverDialog *>());
}

// The evening on the demo: the Dutch, STEADY, lose the melee 2 hits to 1. Their cohesion
// test opened with "choose...", hits "not given" and 58.3 % to pass; it opens with the melee's
// facts (lost a close combat, 2 hits received and 1 inflicted, an HP3B, no -1 for 2 more hits):
// net -1, 41.7 % to pass (FoGR, The Test: 7 or more on 2 dice).
void TestResolverCombat::meleeOnTheDemoCarriesItsFactsIntoTheTest()
{
    app::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY2(window.openDemo(mDir.filePath(QStringLiteral("demo melee"))), qPrintable(window.lastError()));
    app::BattleDocument *document = window.document();
    chargeHome(window);
    document->record(core::Change{QStringLiteral("base.removed"),
                                  {{QStringLiteral("unit"), QStringLiteral("dutch1")}, {QStringLiteral("id"), QStringLiteral("f1r2")}}});
    document->record(core::Change{QStringLiteral("base.removed"),
                                  {{QStringLiteral("unit"), QStringLiteral("tercio")}, {QStringLiteral("id"), QStringLiteral("f4r3")}}});
    select(window, QStringLiteral("Tercio"));
    app::ResolverDialog *dialog = nullptr;
    rulesets::ProcedureResult odds;
    openFromTable(window, QStringLiteral("melee"), dialog, odds);
    QVERIFY(dialog && !QTest::currentTestFailed());
    // The tercio scores 2 hits, the Dutch 1: a 6 for each hit, 2s after (each roll's box appears
    // once the one before is typed).
    QMap<QString, int> toHit{{QStringLiteral("tercio"), 2}, {QStringLiteral("dutch1"), 1}};
    for (int step = 0; step < 12 && !dialog->adjudication().result(); ++step) {
        for (const app::Adjudication::Roll &roll : dialog->adjudication().rolls()) {
            QLineEdit *faces = dialog->diceEntry()->facesEdit(roll.record.name);
            if (roll.typed || !faces || !faces->text().isEmpty())
                continue;
            int &left = toHit[roll.record.name.section(QLatin1Char('.'), 0, 0)];
            QString typed;
            for (int d = 0; d < roll.record.count; ++d)
                typed += left-- > 0 ? QLatin1Char('6') : QLatin1Char('2');
            QTest::keyClicks(faces, typed);
        }
    }
    QVERIFY(dialog->adjudication().result());
    const QMap<QString, int> hits = hitsInflicted(dialog->adjudication().result()->result);
    QCOMPARE(hits.value(QStringLiteral("tercio")), 2);
    QCOMPARE(hits.value(QStringLiteral("dutch1")), 1);
    const QString folder = qEnvironmentVariable("ADJUTANT_SCREENSHOTS");
    const QList<QSize> screens{QSize(1366, 768), QSize(1920, 1080)};
    auto screenshot = [&](app::ResolverDialog *shown, const QString &name) {
        for (const QSize &screen : screens) {
            shown->resize(shown->openingSize(screen));
            QTest::qWait(50);
            QVERIFY(shown->grab().save(QDir(folder).filePath(
                QStringLiteral("%1-%2x%3.png").arg(name).arg(screen.width()).arg(screen.height()))));
        }
    };
    if (!folder.isEmpty())
        screenshot(dialog, QStringLiteral("resolver-melee"));
    const QPointer<app::ResolverDialog> melee(dialog);
    QTest::mouseClick(dialog->applyButton(), Qt::LeftButton);
    QTRY_VERIFY(!melee);

    app::ResolverDialog *test = nullptr;
    QTRY_VERIFY((test = window.findChild<app::ResolverDialog *>(QStringLiteral("resolver-cohesion-test"))));
    app::InputForm *form = test->form();
    auto choice = [&](const char *key) {
        return qobject_cast<QComboBox *>(form->editor(QLatin1String(key)))->currentData().toString();
    };
    QCOMPARE(choice("reason"), QStringLiteral("closeCombat"));
    QCOMPARE(choice("cohesion"), QStringLiteral("Steady"));
    QCOMPARE(qobject_cast<QSpinBox *>(form->editor(QStringLiteral("hitsReceived")))->value(), 2);
    QCOMPARE(qobject_cast<QSpinBox *>(form->editor(QStringLiteral("hitsInflicted")))->value(), 1);
    // 2 hits on 5 bases: an HP3B; lost by 1 hit only, no -1 for 2 more.
    QVERIFY(qobject_cast<QCheckBox *>(form->editor(QStringLiteral("hp3bFromCloseCombat")))->isChecked());
    QVERIFY(!qobject_cast<QCheckBox *>(form->editor(QStringLiteral("twoMoreHitsReceived")))->isChecked());
    for (const char *key : {"reason", "hitsReceived", "hitsInflicted", "hp3bFromCloseCombat",
                            "twoMoreHitsReceived", "cohesion"})
        QCOMPARE(form->badge(QLatin1String(key))->text(), QStringLiteral("from the melee"));
    // The melee names no commander: the one the table measures in range stays (in close combat
    // he does not count unless with them).
    QCOMPARE(choice("commander"), QStringLiteral("inRange"));
    QCOMPARE(form->badge(QStringLiteral("commander"))->text(), QStringLiteral("from the table"));
    QVERIFY2(test->problemLabel()->text().isEmpty(), qPrintable(test->problemLabel()->text()));
    QCOMPARE(test->oddsChart()->labels().first(), QStringLiteral("Pass: STEADY"));
    auto *pass = qobject_cast<QLabel *>(test->oddsChart()->rowWidgets(0).at(2));
    QVERIFY(pass);
    QCOMPARE(pass->text(), QStringLiteral("41.7 %"));
    QVERIFY(test->oddsChart()->toolTip(0).contains(QStringLiteral("exactly 5/12")));
    if (!folder.isEmpty())
        screenshot(test, QStringLiteral("resolver-melee-cohesion-test"));
    closeDiscarding(test);
    // Then each side's death roll; closed unplayed, nothing more opens.
    auto shown = [&](const QString &name) -> app::ResolverDialog * {
        for (app::ResolverDialog *d : window.findChildren<app::ResolverDialog *>(name)) {
            if (d->isVisible())
                return d;
        }
        return nullptr;
    };
    for (int i = 0; i < 2; ++i) {
        app::ResolverDialog *roll = nullptr;
        QTRY_VERIFY((roll = shown(QStringLiteral("resolver-death-roll"))));
        closeDiscarding(roll);
    }
    QTest::qWait(50);
    QVERIFY(!shown(QString()));
}

QTEST_MAIN(TestResolverCombat)
#include "tst_resolvercombat.moc"
