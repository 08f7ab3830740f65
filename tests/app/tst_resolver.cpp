// SPDX-License-Identifier: GPL-3.0-or-later
// The resolvers on real widgets (offscreen platform), driven by mouse and keys: the cohesion test
// of the book's Example of Combat on the demo battle, from the pre-filled facts to Apply and
// Undo; bad dice; quick adjudicate with no battle open.
#include "app/gui/actions.h"
#include "app/gui/resolver/adjudicatemenu.h"
#include "app/gui/document/battledocument.h"
#include "app/gui/resolver/diceentry.h"
#include "app/gui/resolver/fieldlisteditor.h"
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
#include "rulesets/tablerules.h"
#include "guitesting.h"
#include "resolvertesting.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QImage>
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

class TestResolver : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cohesionTestOfTheBookAppliedAndUndone();
    void impactOfTheBookFromTheTable();
    void meleeOfTheBookFromTheTable();
    void meleeOnTheDemoCarriesItsFactsIntoTheTest();
    void shootingFromTheTable();
    void badDiceAreRefusedAndApplyStaysDisabled();
    void contradictoryFactsShowBesideTheField();
    void quickAdjudicateWithNoBattle();
    void rollForMeGivesAResult();
    void everyProcedureOpensAndShowsItsOdds();
    void screenshotOfTheCohesionTest();

private:
    // Opens the close combat resolver by its shortcut on the selected battle group, checks that
    // the table filled both sides in, and gives the procedure's odds for what it shows.
    void openFromTable(app::MainWindow &window, const QString &procedure, app::ResolverDialog *&dialog,
                       rulesets::ProcedureResult &odds);
    QTemporaryDir mDir;
};

void TestResolver::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(mDir.isValid());
}

void TestResolver::openFromTable(app::MainWindow &window, const QString &procedure, app::ResolverDialog *&dialog,
                                 rulesets::ProcedureResult &odds)
{
    dialog = openResolver(window, window.adjudicateMenu()->action(procedure)->shortcut());
    QVERIFY(dialog);
    QVERIFY(dialog->form()->derivedKeys().contains(QStringLiteral("sides")));
    QVERIFY2(dialog->problemLabel()->text().isEmpty(), qPrintable(dialog->problemLabel()->text()));
    rulesets::DiceSource none = rulesets::DiceSource::none();
    odds = rulesets::findRuleset(QStringLiteral("fogr"))->run(procedure, dialog->form()->value(), none);
}

void TestResolver::cohesionTestOfTheBookAppliedAndUndone()
{
    app::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY2(window.openDemo(mDir.filePath(QStringLiteral("book"))),
             qPrintable(window.lastError()));
    // FoGR, An Example of Combat: after the impact the Dutch foot are DISRUPTED.
    window.document()->record(
        core::Change{QStringLiteral("unit.stateChanged"),
                     {{QStringLiteral("id"), QStringLiteral("dutch1")},
                      {QStringLiteral("state"),
                       QJsonObject{{QStringLiteral("cohesion"), QStringLiteral("Disrupted")},
                                   {QStringLiteral("disordered"), false},
                                   {QStringLiteral("flags"), QJsonArray()}}}}});
    QCOMPARE(unitItem(window, QStringLiteral("Dutch foot (front)"))->text(app::UnitsDock::Cohesion),
             QStringLiteral("Disrupted"));
    const int logRows = window.logDock()->view()->model()->rowCount();
    select(window, QStringLiteral("Dutch foot (front)"));

    QAction *action = window.adjudicateMenu()->action(QStringLiteral("cohesion-test"));
    QVERIFY(action);
    QCOMPARE(action->shortcut(), QKeySequence(QStringLiteral("Ctrl+T")));
    app::ResolverDialog *dialog = openResolver(window, action->shortcut());
    QVERIFY(dialog);
    app::InputForm *form = dialog->form();

    // Pre-filled from the battle, and marked so.
    QCOMPARE(qobject_cast<QLineEdit *>(form->editor(QStringLiteral("battleGroup")))->text(),
             QStringLiteral("dutch1"));
    QCOMPARE(qobject_cast<QComboBox *>(form->editor(QStringLiteral("quality")))
                 ->currentData()
                 .toString(),
             QStringLiteral("Average"));
    QCOMPARE(qobject_cast<QComboBox *>(form->editor(QStringLiteral("cohesion")))
                 ->currentData()
                 .toString(),
             QStringLiteral("Disrupted"));
    QCOMPARE(qobject_cast<QSpinBox *>(form->editor(QStringLiteral("originalBases")))->value(), 6);
    QCOMPARE(qobject_cast<QSpinBox *>(form->editor(QStringLiteral("currentBases")))->value(), 6);
    // Nassau is 2.5 MU from the Dutch, within his 8 MU command range (measured).
    QCOMPARE(qobject_cast<QComboBox *>(form->editor(QStringLiteral("commander")))
                 ->currentData()
                 .toString(),
             QStringLiteral("inRange"));
    // The battle group's id goes with the result, unseen: a player never types it.
    QVERIFY(!form->editor(QStringLiteral("battleGroup"))->isVisible());
    QVERIFY(!form->badge(QStringLiteral("battleGroup"))->isVisible());
    QVERIFY(form->derivedKeys().contains(QStringLiteral("battleGroup")));
    for (const char *key : {"name", "quality", "cohesion", "originalBases", "currentBases",
                            "commander"}) {
        QVERIFY2(form->derivedKeys().contains(QLatin1String(key)), key);
        QVERIFY2(form->badge(QLatin1String(key))->isVisible(), key);
        QCOMPARE(form->badge(QLatin1String(key))->text(), QStringLiteral("from the table"));
    }
    QVERIFY(!form->derivedKeys().contains(QStringLiteral("reason")));
    // The reason to test is the players' to give: no odds until it is.
    // Asked for in the form's words, not the input's ("required: closeCombat, shooting, ...").
    QCOMPARE(dialog->problemLabel()->text(), QStringLiteral("Reason to test: choose one"));
    QVERIFY(!dialog->applyButton()->isEnabled());

    // The book's melee: the Dutch lost by 5 hits to 3 with an HP3B, and had no commander with them.
    choose(form->editor(QStringLiteral("reason")), QStringLiteral("closeCombat"));
    QTest::mouseClick(form->editor(QStringLiteral("hp3bFromCloseCombat")), Qt::LeftButton);
    QVERIFY(qobject_cast<QCheckBox *>(form->editor(QStringLiteral("hp3bFromCloseCombat")))
                ->isChecked());
    typeNumber(form->editor(QStringLiteral("hitsReceived")), 5);
    typeNumber(form->editor(QStringLiteral("hitsInflicted")), 3);
    choose(form->editor(QStringLiteral("commander")), QStringLiteral("none"));
    QVERIFY(form->isOverridden(QStringLiteral("commander")));
    QCOMPARE(form->badge(QStringLiteral("commander"))->text(), QStringLiteral("edited ↺"));
    QVERIFY2(dialog->problemLabel()->text().isEmpty(), qPrintable(dialog->problemLabel()->text()));

    // The odds shown are the procedure's exact values: 2d6 - 3 against 7 to pass, 3 or more to
    // drop only one level.
    const rulesets::Ruleset *fogr = rulesets::findRuleset(QStringLiteral("fogr"));
    rulesets::DiceSource none = rulesets::DiceSource::none();
    const rulesets::ProcedureResult expected =
        fogr->run(QStringLiteral("cohesion-test"), form->value(), none);
    QStringList labels;
    QList<double> percentages;
    for (const rulesets::Outcome &outcome : expected.outcomes) {
        labels.append(outcome.label);
        percentages.append(100 * outcome.probability);
    }
    QCOMPARE(dialog->oddsChart()->labels(), labels);
    QCOMPARE(dialog->oddsChart()->percentages(), percentages);
    QCOMPARE(dialog->oddsChart()->labels(),
             QStringList({QStringLiteral("Pass: DISRUPTED"),
                          QStringLiteral("Drop one level: FRAGMENTED"),
                          QStringLiteral("Drop two levels: BROKEN")}));
    // The exact chance on hover.
    QVERIFY(dialog->oddsChart()->toolTip(0).contains(QStringLiteral("exactly 1/6")));
    QVERIFY(dialog->oddsChart()->toolTip(1).contains(QStringLiteral("exactly 5/9")));
    QVERIFY(dialog->oddsChart()->toolTip(2).contains(QStringLiteral("exactly 5/18")));
    // Every modifier with its value and rule.
    QCOMPARE(expected.modifiers.size(), 3);
    const QString modifiers = dialog->modifiers()->text();
    QCOMPARE(modifiers.count(QStringLiteral("<b>−1</b>")), 3);
    for (const rulesets::Modifier &m : expected.modifiers) {
        QVERIFY2(modifiers.contains(m.label.toHtmlEscaped()), qPrintable(m.label));
        QVERIFY2(modifiers.contains(m.citation.toHtmlEscaped()), qPrintable(m.citation));
    }

    // The book's dice: 2 and 4, a score of 3: FRAGMENTED.
    QLineEdit *faces = dialog->diceEntry()->facesEdit(QStringLiteral("cohesion"));
    QVERIFY(faces);
    QVERIFY(!dialog->diceEntry()
                 ->rerollsEdit(QStringLiteral("cohesion"))
                 ->isVisible()); // average: no re-rolls
    QTest::keyClicks(faces, QStringLiteral("2 4"));
    QVERIFY2(dialog->resultLabel()->text().contains(QStringLiteral("FRAGMENTED")),
             qPrintable(dialog->resultLabel()->text()));
    QVERIFY(dialog->resultLabel()->text().contains(QStringLiteral("= 3")));
    QVERIFY(dialog->applyButton()->isEnabled());

    QTest::mouseClick(dialog->applyButton(), Qt::LeftButton);
    QTRY_VERIFY(!window.findChild<app::ResolverDialog *>());
    QCOMPARE(unitItem(window, QStringLiteral("Dutch foot (front)"))->text(app::UnitsDock::Cohesion),
             QStringLiteral("Fragmented"));
    QAbstractItemModel *log = window.logDock()->view()->model();
    QCOMPARE(log->rowCount(), logRows + 1);
    const QString entry = log->index(logRows, app::LogModel::Description).data().toString();
    QVERIFY2(entry.contains(QStringLiteral("Dutch foot (front)")) &&
                 entry.contains(QStringLiteral("FRAGMENTED")),
             qPrintable(entry));

    // FoGR, Joint Action Phase: no bolster or rally after a drop this turn. The bolster resolver
    // knows from the log that the Dutch just dropped, says so, and gives no test.
    app::ResolverDialog *bolster = window.adjudicateMenu()->open(QStringLiteral("bolster-rally"));
    QVERIFY(bolster);
    auto *dropped = qobject_cast<QCheckBox *>(
        bolster->form()->editor(QStringLiteral("cohesionDroppedThisTurn")));
    QVERIFY(dropped && dropped->isChecked());
    QVERIFY(bolster->form()->derivedKeys().contains(QStringLiteral("cohesionDroppedThisTurn")));
    QVERIFY(bolster->adjudication().rolls().isEmpty());
    bolster->reject();

    // One undo takes the whole result back.
    QVERIFY(window.actions()->undo->isEnabled());
    window.actions()->undo->trigger();
    QCOMPARE(unitItem(window, QStringLiteral("Dutch foot (front)"))->text(app::UnitsDock::Cohesion),
             QStringLiteral("Disrupted"));
}

// FoGR, An Example of Combat, the impact: the Dutch charged home on the demo's tercio; the
// impact resolver opens with both battle groups read off the table, the book's dice and scores
// ("The Dutch have 4 dice at - POA, needing 5 or higher to hit, and 2 dice at 0 POA ... The
// Spanish have 4 dice at + POA and 2 dice at 0 POA. All 6 need 4 or higher"), takes the book's
// dice (2 hits against 3: "The Dutch have lost the impact phase combat"); then the Dutch
// cohesion test ("5 and 1 ... a final score of 5 ... from STEADY to DISRUPTED") is applied and
// shows in the units dock and the log.
void TestResolver::impactOfTheBookFromTheTable()
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
void TestResolver::meleeOfTheBookFromTheTable()
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
void TestResolver::meleeOnTheDemoCarriesItsFactsIntoTheTest()
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

// FoGR, Shooting Phase, on the demo: the Dutch stand 3 MU in front of the tercio, at its
// arquebusiers' short range and in their arc. With the tercio selected, the shooting resolver
// opens with the tercio shooting at them as the table measures it: its arquebusier files in arc,
// their bases in each rank that shoots, the range; the target from the battle's record. Each
// fact is marked and says why.
void TestResolver::shootingFromTheTable()
{
    app::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY2(window.openDemo(mDir.filePath(QStringLiteral("shooting"))), qPrintable(window.lastError()));
    select(window, QStringLiteral("Tercio"));
    // What the inspector shows of the Dutch from the tercio.
    const core::Battle &battle = window.document()->battle();
    const rulesets::Ruleset *fogr = rulesets::findRuleset(QStringLiteral("fogr"));
    QJsonObject measured;
    for (const QJsonValue &enemy : fogr->tableRules()
                                       ->measure(battle, battle.unitIndex(QStringLiteral("tercio")), 12)
                                       [QStringLiteral("units")][0][QStringLiteral("enemies")]
                                       .toArray()) {
        if (enemy[QStringLiteral("unit")].toString() == QLatin1String("dutch1"))
            measured = enemy[QStringLiteral("shooting")].toObject();
    }
    QVERIFY(measured[QStringLiteral("inArc")].toBool());
    QCOMPARE(measured[QStringLiteral("range")].toString(), QStringLiteral("short"));

    app::ResolverDialog *dialog = openResolver(window, window.adjudicateMenu()->action(QStringLiteral("shooting"))->shortcut());
    QVERIFY(dialog);
    app::InputForm *form = dialog->form();
    auto *shooters = qobject_cast<app::FieldListEditor *>(form->editor(QStringLiteral("shooters")));
    QVERIFY(shooters);
    QCOMPARE(shooters->count(), 1);
    app::InputForm *shooter = shooters->form(0);
    QCOMPARE(qobject_cast<QLineEdit *>(shooter->editor(QStringLiteral("name")))->text(), QStringLiteral("Tercio"));
    QCOMPARE(qobject_cast<QComboBox *>(shooter->editor(QStringLiteral("troopType")))->currentData().toString(),
             QStringLiteral("Medium Foot"));
    QCOMPARE(qobject_cast<QComboBox *>(shooter->editor(QStringLiteral("weapon")))->currentData().toString(),
             QStringLiteral("Arquebus"));
    QCOMPARE(qobject_cast<QComboBox *>(shooter->editor(QStringLiteral("range")))->currentData().toString(),
             measured[QStringLiteral("range")].toString());
    // Two files of arquebusiers, three deep: the first two ranks shoot (FoGR, Overhead Shooting).
    QCOMPARE(measured[QStringLiteral("basesByRank")].toArray(), QJsonArray({2, 2, 2}));
    QCOMPARE(qobject_cast<QLineEdit *>(shooter->editor(QStringLiteral("ranks")))->text(), QStringLiteral("2 2"));
    app::InputForm *target = qobject_cast<app::InputForm *>(form->editor(QStringLiteral("target")));
    QVERIFY(target);
    QCOMPARE(qobject_cast<QLineEdit *>(target->editor(QStringLiteral("name")))->text(), QStringLiteral("Dutch foot (front)"));
    QCOMPARE(qobject_cast<QSpinBox *>(target->editor(QStringLiteral("battleGroupBases")))->value(), 6);
    for (app::InputForm *entry : {shooter, target}) {
        for (const QString &key : entry->derivedKeys()) {
            if (!entry->editor(key)->isVisible())
                continue; // an id, kept unseen
            QCOMPARE(entry->badge(key)->text(), QStringLiteral("from the table"));
            QVERIFY2(!entry->badge(key)->toolTip().isEmpty(), qPrintable(key));
        }
    }
    QVERIFY(shooter->badge(QStringLiteral("range"))->toolTip().contains(QStringLiteral("short range")));
    QVERIFY(shooter->badge(QStringLiteral("ranks"))->toolTip().contains(QStringLiteral("2 rank(s) shoot")));
    // The facts are whole: the odds show.
    QVERIFY2(dialog->problemLabel()->text().isEmpty(), qPrintable(dialog->problemLabel()->text()));
    QVERIFY(!dialog->oddsChart()->labels().isEmpty());
    dialog->reject();
}

void TestResolver::badDiceAreRefusedAndApplyStaysDisabled()
{
    app::MainWindow window;
    window.show();
    QVERIFY(window.openDemo(mDir.filePath(QStringLiteral("bad"))));
    select(window, QStringLiteral("Dutch foot (flank)"));
    app::ResolverDialog *dialog = openResolver(window, QKeySequence(QStringLiteral("Ctrl+T")));
    QVERIFY(dialog);
    choose(dialog->form()->editor(QStringLiteral("reason")), QStringLiteral("shooting"));
    QLineEdit *faces = dialog->diceEntry()->facesEdit(QStringLiteral("cohesion"));
    QVERIFY(faces);

    QTest::keyClicks(faces, QStringLiteral("7 2"));
    const QString face = dialog->diceEntry()->problemLabel(QStringLiteral("cohesion"))->text();
    QVERIFY2(face.contains(QStringLiteral("shows 7")) &&
                 face.contains(QStringLiteral("d6 shows 1 to 6")),
             qPrintable(face));
    QVERIFY(!dialog->applyButton()->isEnabled());
    QVERIFY(!dialog->adjudication().result());

    faces->clear();
    QTest::keyClicks(faces, QStringLiteral("5"));
    const QString count = dialog->diceEntry()->problemLabel(QStringLiteral("cohesion"))->text();
    QVERIFY2(count.contains(QStringLiteral("1 dice given, the roll is 2 d6")), qPrintable(count));
    QVERIFY(!dialog->applyButton()->isEnabled());

    QTest::keyClicks(faces, QStringLiteral(" x"));
    QVERIFY(dialog->diceEntry()
                ->problemLabel(QStringLiteral("cohesion"))
                ->text()
                .contains(QStringLiteral("\"x\" is not a die face")));
    QVERIFY(!dialog->applyButton()->isEnabled());

    // Typed as one word, dice of one digit read as one die each.
    faces->clear();
    QTest::keyClicks(faces, QStringLiteral("56"));
    QVERIFY(dialog->applyButton()->isEnabled());
    QVERIFY(dialog->resultLabel()->text().contains(QStringLiteral("passes")));
    closeDiscarding(dialog);
}

void TestResolver::contradictoryFactsShowBesideTheField()
{
    app::MainWindow window;
    window.show();
    QVERIFY(window.openDemo(mDir.filePath(QStringLiteral("contradiction"))));
    select(window, QStringLiteral("Tercio"));
    app::ResolverDialog *dialog = openResolver(window, QKeySequence(QStringLiteral("Ctrl+T")));
    QVERIFY(dialog);
    app::InputForm *form = dialog->form();
    QCOMPARE(qobject_cast<QComboBox *>(form->editor(QStringLiteral("quality")))
                 ->currentData()
                 .toString(),
             QStringLiteral("Superior"));
    // Parma is with the tercio.
    QCOMPARE(qobject_cast<QComboBox *>(form->editor(QStringLiteral("commander")))
                 ->currentData()
                 .toString(),
             QStringLiteral("with"));
    choose(form->editor(QStringLiteral("reason")), QStringLiteral("closeCombat"));
    // 14 of 14 bases, and yet "lost 25%": the procedure refuses, and the form says where.
    QTest::mouseClick(form->editor(QStringLiteral("lostQuarterOfBases")), Qt::LeftButton);
    auto *problem = form->findChild<QLabel *>(QStringLiteral("lostQuarterOfBasesProblem"));
    QVERIFY(problem);
    QVERIFY(problem->isVisible());
    QVERIFY2(problem->text().contains(
                 QStringLiteral("contradicts “Bases at the start” 14 and “Bases now” 14")),
             qPrintable(problem->text()));
    QVERIFY(dialog->problemLabel()->text().startsWith(
        form->label(QStringLiteral("lostQuarterOfBases"))));
    QVERIFY(dialog->oddsChart()->labels().isEmpty());
    // The bases were wrong on the table: 10 now. The odds come back.
    typeNumber(form->editor(QStringLiteral("currentBases")), 10);
    QVERIFY(!problem->isVisible());
    QCOMPARE(dialog->oddsChart()->labels().size(), 2);
    QVERIFY(form->isOverridden(QStringLiteral("currentBases")));
    // The badge puts the table's value back.
    QTest::mouseClick(form->badge(QStringLiteral("currentBases")), Qt::LeftButton);
    QCOMPARE(qobject_cast<QSpinBox *>(form->editor(QStringLiteral("currentBases")))->value(), 14);
    QVERIFY(problem->isVisible());

    // Superior: re-roll 1s; the entry asks for the re-roll of the die showing 1.
    QTest::mouseClick(form->editor(QStringLiteral("lostQuarterOfBases")), Qt::LeftButton);
    QLineEdit *faces = dialog->diceEntry()->facesEdit(QStringLiteral("cohesion"));
    QVERIFY(dialog->diceEntry()->rerollsEdit(QStringLiteral("cohesion"))->isVisible());
    QTest::keyClicks(faces, QStringLiteral("1 5"));
    QVERIFY2(dialog->diceEntry()
                 ->problemLabel(QStringLiteral("cohesion"))
                 ->text()
                 .contains(QStringLiteral("Re-roll die 1 (a 1)")),
             qPrintable(dialog->diceEntry()->problemLabel(QStringLiteral("cohesion"))->text()));
    QVERIFY(!dialog->applyButton()->isEnabled());
    QTest::keyClicks(dialog->diceEntry()->rerollsEdit(QStringLiteral("cohesion")),
                     QStringLiteral("4"));
    QVERIFY(dialog->applyButton()->isEnabled());
    QVERIFY2(dialog->resultLabel()->text().contains(QStringLiteral("cohesion test 9 + 1 = 10")),
             qPrintable(dialog->resultLabel()->text()));
    closeDiscarding(dialog);
}

void TestResolver::quickAdjudicateWithNoBattle()
{
    app::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(!window.document());
    // One rule set has procedures so far: the heading says which.
    QCOMPARE(window.adjudicateMenu()->menu()->actions().first()->text(),
             QStringLiteral("Quick adjudicate: Field of Glory Renaissance"));
    app::ResolverDialog *dialog = openResolver(window, QKeySequence(QStringLiteral("Ctrl+D")));
    QVERIFY(dialog);
    QVERIFY(!dialog->applyButton()->isVisible());
    QVERIFY(!dialog->unitChooser());
    app::InputForm *form = dialog->form();
    QVERIFY(form->derivedKeys().isEmpty());

    // FoGR, Death Rolls, the book's example: horse, 9 hits from shooting mostly by firearms: "The
    // horse cannot exceed the number of hits on the score of one dice, so it loses 1 base ... It
    // must now roll": one die, against the 3 hits left.
    typeNumber(form->editor(QStringLiteral("hits")), 9);
    choose(form->editor(QStringLiteral("from")), QStringLiteral("shootingMainlyFirearms"));
    QVERIFY2(dialog->problemLabel()->text().isEmpty(), qPrintable(dialog->problemLabel()->text()));
    QCOMPARE(dialog->oddsChart()->labels(),
             QStringList({QStringLiteral("Lose 0 bases"), QStringLiteral("Lose 1 base"),
                          QStringLiteral("Lose 2 bases")}));
    QCOMPARE(dialog->oddsChart()->percentages(), QList<double>({0, 50, 50}));
    QVERIFY(dialog->oddsChart()->toolTip(1).contains(QStringLiteral("exactly 1/2")));
    QLineEdit *die = dialog->diceEntry()->facesEdit(QStringLiteral("death"));
    QVERIFY(die);
    QTest::keyClicks(die, QStringLiteral("4"));
    QVERIFY(!dialog->diceEntry()->facesEdit(QStringLiteral("death.2")));
    QVERIFY2(dialog->resultLabel()->text().contains(QStringLiteral("1 base lost")),
             qPrintable(dialog->resultLabel()->text()));

    // 6 hits after losing a close combat: the base is lost whatever the die, so there is no die
    // to type and the result is there at once.
    typeNumber(form->editor(QStringLiteral("hits")), 6);
    choose(form->editor(QStringLiteral("from")), QStringLiteral("closeCombatLost"));
    QVERIFY2(dialog->problemLabel()->text().isEmpty(), qPrintable(dialog->problemLabel()->text()));
    QVERIFY(!dialog->diceEntry()->facesEdit(QStringLiteral("death")));
    QVERIFY(dialog->adjudication().result());
    QVERIFY2(dialog->resultLabel()->text().contains(QStringLiteral("1 base lost")),
             qPrintable(dialog->resultLabel()->text()));
    QVERIFY(dialog->findChild<QLabel *>(QStringLiteral("changes"))
                ->text()
                .contains(QStringLiteral("nothing is recorded")));
    closeDiscarding(dialog);
}

void TestResolver::rollForMeGivesAResult()
{
    app::MainWindow window;
    window.show();
    QVERIFY(window.openDemo(mDir.filePath(QStringLiteral("roll"))));
    select(window, QStringLiteral("Tercio"));
    app::ResolverDialog *dialog = window.adjudicateMenu()->open(QStringLiteral("bolster-rally"));
    QVERIFY(dialog);
    // Bolstering a STEADY battle group: nothing to roll, and the form says why.
    QVERIFY(dialog->adjudication().rolls().isEmpty());
    choose(dialog->form()->editor(QStringLiteral("cohesion")), QStringLiteral("Disrupted"));
    QVERIFY(dialog->diceEntry()->rollButton()->isEnabled());
    QTest::mouseClick(dialog->diceEntry()->rollButton(), Qt::LeftButton);
    QVERIFY(dialog->adjudication().result());
    QCOMPARE(dialog->diceEntry()
                 ->facesEdit(QStringLiteral("cohesion"))
                 ->text()
                 .split(QLatin1Char(' '))
                 .size(),
             2);
    QVERIFY(dialog->resultLabel()->text().contains(QStringLiteral("bolster test")));
    QVERIFY(dialog->applyButton()->isEnabled());
    closeDiscarding(dialog);
}

void TestResolver::everyProcedureOpensAndShowsItsOdds()
{
    // Quick adjudicate of each procedure on its documented example: no refusal.
    app::MainWindow window;
    window.show();
    const rulesets::Ruleset *fogr = window.adjudicateMenu()->ruleset();
    QVERIFY(fogr);
    for (const rulesets::ProcedureInfo &info : fogr->procedures()) {
        QVERIFY2(window.adjudicateMenu()->action(info.id), qPrintable(info.id));
        app::ResolverDialog *dialog = window.adjudicateMenu()->open(info.id);
        QVERIFY(dialog);
        dialog->loadExample();
        QVERIFY2(dialog->problemLabel()->text().isEmpty(),
                 qPrintable(info.id + QStringLiteral(": ") + dialog->problemLabel()->text()));
        QVERIFY2(dialog->adjudication().odds(), qPrintable(info.id));
        dialog->close();
        QTRY_VERIFY(!window.findChild<app::ResolverDialog *>());
    }
}

// The book's melee case with its dice, as docs/screenshots/resolver-cohesion-test.png shows it:
// saved when ADJUTANT_SCREENSHOTS names a folder.
void TestResolver::screenshotOfTheCohesionTest()
{
    app::MainWindow window;
    window.show();
    QVERIFY(window.openDemo(mDir.filePath(QStringLiteral("screenshot"))));
    window.document()->record(
        core::Change{QStringLiteral("unit.stateChanged"),
                     {{QStringLiteral("id"), QStringLiteral("dutch1")},
                      {QStringLiteral("state"),
                       QJsonObject{{QStringLiteral("cohesion"), QStringLiteral("Disrupted")},
                                   {QStringLiteral("disordered"), false},
                                   {QStringLiteral("flags"), QJsonArray()}}}}});
    select(window, QStringLiteral("Dutch foot (front)"));
    app::ResolverDialog *dialog = openResolver(window, QKeySequence(QStringLiteral("Ctrl+T")));
    QVERIFY(dialog);
    app::InputForm *form = dialog->form();
    choose(form->editor(QStringLiteral("reason")), QStringLiteral("closeCombat"));
    QTest::mouseClick(form->editor(QStringLiteral("hp3bFromCloseCombat")), Qt::LeftButton);
    typeNumber(form->editor(QStringLiteral("hitsReceived")), 5);
    typeNumber(form->editor(QStringLiteral("hitsInflicted")), 3);
    choose(form->editor(QStringLiteral("commander")), QStringLiteral("none"));
    QTest::keyClicks(dialog->diceEntry()->facesEdit(QStringLiteral("cohesion")),
                     QStringLiteral("2 4"));
    dialog->resize(1300, 860);
    QTest::qWait(50);
    const QImage image = dialog->grab().toImage();
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), dialog->size() * dialog->devicePixelRatio());
    const QString folder = qEnvironmentVariable("ADJUTANT_SCREENSHOTS");
    if (!folder.isEmpty())
        QVERIFY(image.save(QDir(folder).filePath(QStringLiteral("resolver-cohesion-test.png"))));
    closeDiscarding(dialog);

    // Quick adjudicate, facts still missing: the problem shows beside its field.
    window.close();
    app::MainWindow empty;
    empty.show();
    app::ResolverDialog *quick = openResolver(empty, QKeySequence(QStringLiteral("Ctrl+D")));
    QVERIFY(quick);
    typeNumber(quick->form()->editor(QStringLiteral("hits")), 9);
    quick->resize(1100, 700);
    QTest::qWait(50);
    if (!folder.isEmpty())
        QVERIFY(quick->grab().save(
            QDir(folder).filePath(QStringLiteral("resolver-death-roll-quick.png"))));
    quick->reject();
}

QTEST_MAIN(TestResolver)
#include "tst_resolver.moc"
