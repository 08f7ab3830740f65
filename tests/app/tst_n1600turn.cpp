// SPDX-License-Identifier: GPL-3.0-or-later
// A whole Nieuport 1600 turn played in the app on the demo, as players at the table would (N1600
// 3, Sequence of play): the orders given, the initiative, an activation preempted and its wing
// bypassed, an orders change, a move bounded by the orders, a fire, a continuation that fails, a
// close combat and the retreat after it, a rally, the rout phase and the end of turn. Each step
// goes through the window (the turn bar, a commander's menu, the keys, the resolvers with typed
// dice) and is checked in the battle and its log. Screenshots for docs/screenshots/ when
// ADJUTANT_SCREENSHOTS names a folder.
#include "app/gui/actions.h"
#include "app/gui/docks/inspectordock.h"
#include "app/gui/docks/turnbar.h"
#include "app/gui/document/battledocument.h"
#include "app/gui/hexmap/commanderitem.h"
#include "app/gui/mainwindow.h"
#include "app/gui/resolver/adjudicatemenu.h"
#include "app/gui/resolver/diceentry.h"
#include "app/gui/resolver/inputform.h"
#include "app/gui/resolver/resolverdialog.h"
#include "app/gui/table/baseitem.h"
#include "app/gui/table/measureoverlays.h"
#include "app/gui/table/tablescene.h"
#include "app/gui/table/tableview.h"
#include "core/battle.h"
#include "core/battlesession.h"
#include "geometry/hexlayout.h"
#include "guitesting.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <algorithm>
#include <functional>

using namespace adjutant;

class TestN1600Turn : public QObject
{
    Q_OBJECT

private slots:
    void aWholeTurnIsPlayedInTheApp();

private:
    // The commander with `id` as the battle holds him now.
    const core::Commander &commander(const char *id) const;
    const core::Unit &unit(const char *id) const;
    // Clicks the unit's counter on the map (its first base) so that it is selected.
    void select(const char *id);
    // Opens `procedure` on the selected unit (or none), types `dice` ("roll" -> faces), checks
    // that the result says `expect`, and applies it: one more entry in the log.
    // `fill` sets what the players choose in the form first (a desired order).
    void resolve(const char *procedure, const QList<QPair<QString, QString>> &dice,
                 const QString &expect, const QString &shot = {},
                 const std::function<void(app::ResolverDialog *)> &fill = {});
    void goToPhase(const QString &phase);
    QString lastLogEntry() const;

    std::unique_ptr<app::MainWindow> mWindow;
};

const core::Commander &TestN1600Turn::commander(const char *id) const
{
    const QList<core::Commander> &all = mWindow->document()->battle().commanders;
    return *std::find_if(all.begin(), all.end(),
                         [&](const core::Commander &c) { return c.id == QLatin1String(id); });
}

const core::Unit &TestN1600Turn::unit(const char *id) const
{
    const core::Battle &battle = mWindow->document()->battle();
    return battle.units[battle.unitIndex(QLatin1String(id))];
}

void TestN1600Turn::select(const char *id)
{
    app::TableScene *scene = mWindow->tableScene();
    scene->selectUnit(QLatin1String(id));
    QVERIFY(!scene->selectedBases().isEmpty());
    QCOMPARE(scene->selectedBases().first()->unitId(), QLatin1String(id));
}

QString TestN1600Turn::lastLogEntry() const
{
    return mWindow->document()->session().events().last().description;
}

void TestN1600Turn::resolve(const char *procedure, const QList<QPair<QString, QString>> &dice,
                            const QString &expect, const QString &shot,
                            const std::function<void(app::ResolverDialog *)> &fill)
{
    const qsizetype events = mWindow->document()->session().events().size();
    app::ResolverDialog *dialog = mWindow->adjudicateMenu()->open(QLatin1String(procedure));
    QVERIFY(dialog);
    if (fill)
        fill(dialog);
    for (const auto &[roll, faces] : dice) {
        QLineEdit *edit = dialog->diceEntry()->facesEdit(roll);
        QVERIFY2(edit, qPrintable(QStringLiteral("%1: no roll %2").arg(QLatin1String(procedure), roll)));
        QTest::keyClicks(edit, faces);
    }
    QVERIFY2(dialog->resultLabel()->text().contains(expect),
             qPrintable(QStringLiteral("%1: %2 | %3")
                            .arg(QLatin1String(procedure), dialog->resultLabel()->text(),
                                 dialog->problemLabel()->text())));
    QVERIFY(dialog->applyButton()->isEnabled());
    if (!shot.isEmpty()) {
        // As it opens on a 1366 x 768 laptop.
        dialog->resize(dialog->openingSize({1366, 768}));
        QTest::qWait(100); // the charts lay out again
        guitesting::saveShot(*dialog, shot);
    }
    QTest::mouseClick(dialog->applyButton(), Qt::LeftButton);
    QTRY_VERIFY(!mWindow->findChild<app::ResolverDialog *>());
    QCOMPARE(mWindow->document()->session().events().size(), events + 1);
}

void TestN1600Turn::goToPhase(const QString &phase)
{
    for (QToolButton *button : mWindow->turnBar()->phaseButtons()) {
        if (button->text() == phase) {
            button->click();
            QCOMPARE(mWindow->document()->battle().phase, phase);
            return;
        }
    }
    QFAIL(qPrintable(QStringLiteral("no phase button %1").arg(phase)));
}

// Each step stops the test at its first failure (a failed QVERIFY returns from the helper only).
#define STEP(...)                                                                                  \
    do {                                                                                           \
        __VA_ARGS__;                                                                               \
        if (QTest::currentTestFailed())                                                            \
            return;                                                                                \
    } while (false)

void TestN1600Turn::aWholeTurnIsPlayedInTheApp()
{
    QTemporaryDir dir;
    mWindow = guitesting::demoWindow(dir.path(), {1366, 768}, QStringLiteral("nieuport1600"));
    QVERIFY(mWindow);
    app::BattleDocument *document = mWindow->document();
    app::TableView *view = mWindow->tableView();
    const app::TableScene &scene = *mWindow->tableScene();
    // Closer on the vanguards, as players would look at them.
    view->setZoom(view->zoom() * 2.2);
    view->centerOn(guitesting::sceneOfHex(scene, 16, 5));
    // The players type the morale values printed on the counters in play (N1600 2.2; the
    // transcription has no counters): kept as each unit's quality.
    for (const char *id : {"fvere1", "mutineersM", "mutineers"}) {
        document->record(core::Change{QStringLiteral("unit.changed"),
                                      {{QStringLiteral("id"), QLatin1String(id)},
                                       {QStringLiteral("set"), QJsonObject{{QStringLiteral("quality"), QStringLiteral("7")}}}}});
    }

    // 3.1, Order phase: the orders revealed. Zapena's Chargez! is the scenario's; the others are
    // the demo's Marchez!.
    STEP(goToPhase(QStringLiteral("Order")));
    QCOMPARE(commander("zapena").orders, QStringLiteral("Chargez!"));
    QCOMPARE(commander("vere").orders, QStringLiteral("Marchez!"));

    // 3.2, 4.1: the Spanish have the only wing under Chargez!: they go first, no die.
    STEP(goToPhase(QStringLiteral("Initiative")));
    mWindow->tableScene()->clearSelection(); // QGraphicsScene: nothing selected
    STEP(resolve("initiative", {}, QStringLiteral("Spanish goes first")));

    // 3.2.1: the Spanish activate Zapena's wing; the Dutch try to preempt with Francis Vere's
    // (Marchez!: 3 or less) and roll a 2 (4.4). The preempted wing is marked bypassed.
    STEP(goToPhase(QStringLiteral("Activation")));
    // 4.2: the turn bar says whose wing activates next once the side with the initiative is
    // chosen as the active side (3.2: "the active player, able to activate a wing first").
    const QLabel *next = mWindow->turnBar()->nextLabel();
    QCOMPARE(next->text(), QStringLiteral("Next wing: choose the side with the initiative as active"));
    QTRY_VERIFY(next->isVisibleTo(mWindow->turnBar()));
    {
        auto *side = mWindow->turnBar()->findChild<QToolButton *>(QStringLiteral("activeSide"));
        QVERIFY(side && side->menu());
        QAction *spanish = nullptr;
        for (QAction *action : side->menu()->actions())
            spanish = action->text() == QStringLiteral("Spanish") ? action : spanish;
        QVERIFY(spanish);
        spanish->trigger();
    }
    QCOMPARE(document->battle().activeSide, QStringLiteral("spain"));
    QCOMPARE(next->text(), QStringLiteral("Next: Spanish, a Chargez! wing"));
    QVERIFY(next->toolTip().contains(QStringLiteral("(Zapena)")));
    STEP(select("fvere1"));
    STEP(resolve("preemption", {{QStringLiteral("preemption"), QStringLiteral("2")}},
            QStringLiteral("the wing is activated"), QStringLiteral("nieuport1600-turn-preemption-1366.png")));
    QVERIFY(guitesting::triggerSceneMenu(view, guitesting::sceneOfHex(scene, 18, 6),
                                         {QStringLiteral("Zapena"), QStringLiteral("Bypassed")}));
    QCOMPARE(commander("zapena").markers, QStringList{QStringLiteral("Bypassed")});
    QCOMPARE(next->text(), QStringLiteral("Next: Spanish's bypassed wing (Zapena)"));

    // 3.2.2 B, 6.3: Vere tries to change Marchez! to Chargez! (4 or less) and rolls a 1.
    STEP(resolve("orders-change", {{QStringLiteral("orders"), QStringLiteral("1")}},
            QStringLiteral("Chargez!"), {}, [](app::ResolverDialog *dialog) {
                auto *desired = qobject_cast<QComboBox *>(dialog->form()->editor(QStringLiteral("desired")));
                QVERIFY(desired);
                desired->setCurrentIndex(desired->findText(QStringLiteral("Chargez!")));
            }));
    QCOMPARE(commander("vere").orders, QStringLiteral("Chargez!"));

    // 3.2.2 C, 6.2: under Chargez! his unit in 1404 closes on the mutineers' musketeers in 1603:
    // the front-left hex, 1504, next to them.
    STEP(select("fvere1"));
    QTest::keyClick(view, Qt::Key_Left);
    QCOMPARE(unit("fvere1").bases[0].hex, (core::HexCell{14, 3}));
    guitesting::saveShot(*mWindow, QStringLiteral("nieuport1600-turn-move-1366.png"));

    // 10: it fires on them (adjacent, the only enemy in its fire zone): the typed 9 hits, and
    // their morale test with the surplus fails.
    STEP(resolve("fire", {{QStringLiteral("fire"), QStringLiteral("9")}, {QStringLiteral("morale"), QStringLiteral("8")}},
            QStringLiteral("Disordered"), QStringLiteral("nieuport1600-turn-fire-1366.png")));
    QCOMPARE(unit("mutineersM").state.cohesion, QStringLiteral("Disordered"));

    // 4.3: Vere's wing tries to continue (Chargez!: 3 or less), rolls a 7 and stops: he is flipped
    // to his Finished side.
    STEP(resolve("continuation", {{QStringLiteral("continuation"), QStringLiteral("7")}},
            QStringLiteral("Finished")));
    QCOMPARE(commander("vere").markers, QStringList{QStringLiteral("Finished")});

    // 3.2.2 D, 11: at the end of the activation Vere's unit attacks the musketeers. Their
    // interaction is a cell the transcription lost: the players type it from their copy.
    {
        const qsizetype events = document->session().events().size();
        app::ResolverDialog *dialog = mWindow->adjudicateMenu()->open(QStringLiteral("close-combat"));
        QVERIFY(dialog);
        // The lost cell is asked for at the field the players type it in, the table and the cell
        // in words: no rule key, no file path.
        const QString problem = dialog->problemLabel()->text();
        QCOMPARE(problem,
                 QStringLiteral("Interaction modifier from your copy: the Interaction Type Table's "
                                "cell in row N, Dutch (attacker) and column M, Manga of musketeers "
                                "(defender) is lost from the transcription: type the modifier your "
                                "copy prints there (0 if it lists none), or give it once for every "
                                "battle in the rule overrides file"));
        QVERIFY(!problem.contains(QStringLiteral("interaction.")) && !problem.contains(QStringLiteral("docs/")));
        auto *interaction = qobject_cast<QSpinBox *>(dialog->form()->editor(QStringLiteral("interaction")));
        QVERIFY(interaction);
        interaction->setValue(0);
        QTest::keyClicks(dialog->diceEntry()->facesEdit(QStringLiteral("combat")), QStringLiteral("4"));
        QVERIFY2(dialog->applyButton()->isEnabled(), qPrintable(dialog->problemLabel()->text()));
        dialog->resize(dialog->openingSize({1366, 768}));
        QTest::qWait(100); // the charts lay out again
        guitesting::saveShot(*dialog, QStringLiteral("nieuport1600-turn-close-combat-1366.png"));
        QTest::mouseClick(dialog->applyButton(), Qt::LeftButton);
        QTRY_VERIFY(!mWindow->findChild<app::ResolverDialog *>());
        QVERIFY(document->session().events().size() > events);
    }

    // 11.5: the musketeers, now Shaken, retreat 1 hex keeping their facing: the players place
    // them in 1703 (Shift: where they put it, whatever the plan).
    QCOMPARE(unit("mutineersM").state.cohesion, QStringLiteral("Shaken"));
    guitesting::dragOnView(view, guitesting::sceneOfHex(scene, 16, 3), guitesting::sceneOfHex(scene, 17, 3), Qt::ShiftModifier);
    QCOMPARE(unit("mutineersM").bases[0].hex, (core::HexCell{16, 2}));
    QCOMPARE(int(unit("mutineersM").bases[0].facing), 4);

    // Zapena's bypassed wing activates next (4.4): its marker comes off, and at its end it is
    // flipped to Finished.
    QVERIFY(guitesting::triggerSceneMenu(view, guitesting::sceneOfHex(scene, 18, 6),
                                         {QStringLiteral("Zapena"), QStringLiteral("Bypassed")}));
    QVERIFY(guitesting::triggerSceneMenu(view, guitesting::sceneOfHex(scene, 18, 6),
                                         {QStringLiteral("Zapena"), QStringLiteral("Finished")}));
    // 4.2: the Spanish Chargez! and the Dutch Marchez! wings have gone; Mendoza's Marchez! is next.
    QCOMPARE(next->text(), QStringLiteral("Next: Spanish, a Marchez! wing"));
    QVERIFY(next->toolTip().contains(QStringLiteral("(Mendoza")));

    // 13.1: the mutineers' tercio, stacked with Mendoza, rallies without a die ("automatic
    // rally" stacked with its wing commander): Shaken to Disordered.
    STEP(select("mutineers"));
    STEP(resolve("rally", {}, QStringLiteral("Disordered")));
    QCOMPARE(unit("mutineers").state.cohesion, QStringLiteral("Disordered"));

    // 3.3, 13.2: the rout phase.
    STEP(goToPhase(QStringLiteral("Rout")));
    QTRY_VERIFY(!next->isVisibleTo(mWindow->turnBar())); // nothing to say outside the activation phase
    guitesting::saveShot(*mWindow, QStringLiteral("nieuport1600-turn-rout-1366.png"));

    // 3.4: the end of turn flips the commanders to their front.
    STEP(goToPhase(QStringLiteral("End of turn")));
    mWindow->turnBar()->nextPhase->trigger();
    QCOMPARE(document->battle().turn, 2);
    QVERIFY(commander("vere").markers.isEmpty());
    QVERIFY(commander("zapena").markers.isEmpty());
    QCOMPARE(commander("vere").orders, QStringLiteral("Chargez!")); // orders stay
    guitesting::saveShot(*mWindow, QStringLiteral("nieuport1600-turn-end-1366.png"));
}

QTEST_MAIN(TestN1600Turn)
#include "tst_n1600turn.moc"
