// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 31, "Nothing changes by accident": a mouse wheel never changes a value. Over every spin
// box, combo box and slider of every resolver of every rule set, of the dialogs and of the main
// window on each demo, one notch down and one up change nothing and move no focus, whether the
// field has the focus or not; over a resolver's facts taller than their room, the wheel scrolls
// them instead. The windows are built here as a player's are, with no set-up for the wheel: the
// guard (app/gui/style/wheelguard.cpp) must already be in force.
#include "app/gui/capture/printmarkersdialog.h"
#include "app/gui/dialogs/newbattledialog.h"
#include "app/gui/dialogs/newcounterdialog.h"
#include "app/gui/dialogs/newunitdialog.h"
#include "app/gui/dialogs/preferencesdialog.h"
#include "app/gui/mainwindow.h"
#include "app/gui/resolver/adjudicatemenu.h"
#include "app/gui/resolver/inputform.h"
#include "app/gui/resolver/resolverdialog.h"
#include "app/gui/table/terraindialog.h"
#include "core/battle.h"
#include "core/battlefile.h"
#include "rulesets/ruleset.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpontaneKeyEvent>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QWheelEvent>

#include <memory>

using namespace adjutant;

namespace {

// A field whose value a wheel would step in plain Qt (the test's own list, not the guard's).
bool isValueWidget(const QWidget *widget)
{
    return qobject_cast<const QAbstractSpinBox *>(widget) ||
           qobject_cast<const QComboBox *>(widget) ||
           (qobject_cast<const QAbstractSlider *>(widget) &&
            !qobject_cast<const QScrollBar *>(widget));
}

QString valueOf(const QWidget *widget)
{
    if (auto *spin = qobject_cast<const QAbstractSpinBox *>(widget))
        return spin->text();
    if (auto *combo = qobject_cast<const QComboBox *>(widget))
        return QString::number(combo->currentIndex()) + QLatin1Char(' ') + combo->currentText();
    return QString::number(qobject_cast<const QAbstractSlider *>(widget)->value());
}

QString nameOf(const QWidget *widget)
{
    return QStringLiteral("%1 \"%2\" in %3")
        .arg(QLatin1String(widget->metaObject()->className()), widget->objectName(),
             widget->window()->objectName().isEmpty() ? widget->window()->windowTitle()
                                                      : widget->window()->objectName());
}

// One notch of the wheel at `at` in `widget`, delivered as the window system's is: to the deepest
// widget under the pointer and marked spontaneous (as QTest marks its key events), so that Qt does
// all it does for a real wheel: focus on wheel, and the parents' turn when a widget ignores it.
// False if the pointer there is over another widget than `widget` or its own parts.
bool wheel(QWidget *widget, QPoint at, int delta)
{
    QWidget *window = widget->window();
    const QPoint inWindow = widget->mapTo(window, at);
    QWidget *target = window->childAt(inWindow);
    if (!target || (target != widget && !widget->isAncestorOf(target)))
        return false;
    const QPoint local = target->mapFrom(window, inWindow);
    QWheelEvent event(local, target->mapToGlobal(local), QPoint(), QPoint(0, delta), Qt::NoButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
    QSpontaneKeyEvent::setSpontaneous(&event);
    QApplication::instance()->notify(target, &event);
    return true;
}

// Brings `widget` into sight in the scroll areas around it; the centre of what shows of it.
QPoint inSight(QWidget *widget)
{
    for (QWidget *parent = widget->parentWidget(); parent; parent = parent->parentWidget()) {
        if (auto *area = qobject_cast<QScrollArea *>(parent))
            area->ensureWidgetVisible(widget, 0, 0);
    }
    return widget->visibleRegion().boundingRect().center();
}

// Wheels down and up over every value field that `window` shows, first without the focus, then
// with it; returns how many fields changed or moved the focus, each named in a warning.
int wheelOverEveryField(QWidget *window, int *fields)
{
    int faults = 0;
    *fields = 0;
    for (QWidget *widget : window->findChildren<QWidget *>()) {
        if (!isValueWidget(widget) || !widget->isVisible() || !widget->isEnabled())
            continue;
        ++*fields;
        for (const bool focused : {false, true}) {
            if (focused)
                widget->setFocus(Qt::OtherFocusReason);
            else if (QWidget *focus = QApplication::focusWidget())
                focus->clearFocus();
            if (widget->hasFocus() != focused) {
                qWarning("%s did not take the focus", qPrintable(nameOf(widget)));
                ++faults;
            }
            for (const int delta : {-120, 120}) {
                const QString before = valueOf(widget);
                QWidget *focusBefore = QApplication::focusWidget();
                // Again each time: the notch before may have scrolled it away, as it should.
                if (!wheel(widget, inSight(widget), delta)) {
                    qWarning("not under the pointer at its own centre: %s",
                             qPrintable(nameOf(widget)));
                    ++faults;
                } else if (valueOf(widget) != before) {
                    qWarning("the wheel (%d, %s) changed %s from %s to %s", delta,
                             focused ? "focused" : "no focus", qPrintable(nameOf(widget)),
                             qPrintable(before), qPrintable(valueOf(widget)));
                    ++faults;
                } else if (QApplication::focusWidget() != focusBefore) {
                    qWarning("the wheel gave %s the focus", qPrintable(nameOf(widget)));
                    ++faults;
                }
            }
        }
    }
    return faults;
}

// The value field nearest the top of `form` that shows whole.
QWidget *fieldInSight(QWidget *form)
{
    QWidget *field = nullptr;
    for (QWidget *widget : form->findChildren<QWidget *>()) {
        if (isValueWidget(widget) && widget->isVisible() &&
            widget->visibleRegion().boundingRect() == widget->rect() &&
            (!field || widget->mapTo(form, QPoint()).y() < field->mapTo(form, QPoint()).y()))
            field = widget;
    }
    return field;
}

// Shows `window`, active, and wheels over every field of it.
void checkWindow(QWidget *window)
{
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window));
    int fields = 0;
    const int faults = wheelOverEveryField(window, &fields);
    QVERIFY2(fields > 0, "no field to wheel over");
    QCOMPARE(faults, 0);
}

} // namespace

class TestWheelGuard : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyResolver_data();
    void everyResolver();
    void tallFactsScroll();
    void dialogs_data();
    void dialogs();
    void mainWindow_data();
    void mainWindow();

private:
    QTemporaryDir mDir;
};

void TestWheelGuard::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(mDir.isValid());
}

void TestWheelGuard::everyResolver_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("procedure");
    for (const rulesets::Ruleset *ruleset : rulesets::allRulesets()) {
        for (const rulesets::ProcedureInfo &info : ruleset->procedures())
            QTest::newRow(qPrintable(ruleset->id() + QLatin1Char(' ') + info.id))
                << ruleset->id() << info.id;
    }
}

// Quick adjudicate's resolver, made directly as the Adjudicate menu makes it, with the book's
// example filled in.
void TestWheelGuard::everyResolver()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, procedure);
    app::ResolverDialog dialog(*rulesets::findRuleset(ruleset), procedure, nullptr, {});
    dialog.loadExample();
    checkWindow(&dialog);
}

// Issue 31's form: Nieuport 1600's close combat in a window too short for its facts. A wheel over
// a field scrolls the facts down, one over a field then in sight scrolls them back up, and
// neither field changes.
void TestWheelGuard::tallFactsScroll()
{
    app::ResolverDialog dialog(*rulesets::findRuleset(QStringLiteral("nieuport1600")),
                               QStringLiteral("close-combat"), nullptr, {});
    dialog.loadExample();
    dialog.resize(dialog.minimumSizeHint());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto *scroll = dialog.findChild<QScrollArea *>(QStringLiteral("factsScroll"));
    QVERIFY(scroll);
    QScrollBar *bar = scroll->verticalScrollBar();
    QVERIFY2(bar->maximum() > 0, "the facts fit: the test needs them taller than their room");
    QCOMPARE(bar->value(), 0);
    for (const int delta : {-120, 120}) {
        QWidget *field = fieldInSight(dialog.form());
        QVERIFY2(field, "no field wholly in sight");
        const QString value = valueOf(field);
        const int before = bar->value();
        QVERIFY(wheel(field, field->rect().center(), delta));
        QVERIFY2(delta < 0 ? bar->value() > before : bar->value() < before,
                 "the wheel over a field did not scroll the facts");
        QCOMPARE(valueOf(field), value);
    }
}

void TestWheelGuard::dialogs_data()
{
    QTest::addColumn<QString>("dialog");
    QTest::addColumn<QString>("ruleset");
    QTest::newRow("new battle") << QStringLiteral("new battle") << QString();
    QTest::newRow("preferences") << QStringLiteral("preferences") << QString();
    for (const rulesets::Ruleset *ruleset : rulesets::allRulesets()) {
        const QString unit = ruleset->setup().counterValues.isEmpty()
                                 ? QStringLiteral("new unit")
                                 : QStringLiteral("new counter");
        QTest::newRow(qPrintable(ruleset->id() + QLatin1Char(' ') + unit)) << unit << ruleset->id();
        QTest::newRow(qPrintable(ruleset->id() + QStringLiteral(" terrain")))
            << QStringLiteral("terrain") << ruleset->id();
    }
}

// Each dialog made directly, as the tests of each make it, on the rule set's demo battle.
void TestWheelGuard::dialogs()
{
    QFETCH(QString, dialog);
    QFETCH(QString, ruleset);
    const rulesets::Ruleset *rules = ruleset.isEmpty() ? nullptr : rulesets::findRuleset(ruleset);
    const core::Battle battle =
        rules ? core::BattleFile::readScenario(rules->demoBattle()) : core::Battle();
    std::unique_ptr<QDialog> window;
    if (dialog == QLatin1String("new battle"))
        window = std::make_unique<app::NewBattleDialog>();
    else if (dialog == QLatin1String("preferences"))
        window = std::make_unique<app::PreferencesDialog>();
    else if (dialog == QLatin1String("new unit"))
        window = std::make_unique<app::NewUnitDialog>(battle);
    else if (dialog == QLatin1String("new counter"))
        window = std::make_unique<app::NewCounterDialog>(battle);
    else
        window = std::make_unique<app::TerrainDialog>(rules->setup(), QStringList(),
                                                      QStringLiteral("MU"));
    checkWindow(window.get());
}

void TestWheelGuard::mainWindow_data()
{
    QTest::addColumn<QString>("ruleset");
    for (const rulesets::Ruleset *ruleset : rulesets::allRulesets())
        QTest::newRow(qPrintable(ruleset->id())) << ruleset->id();
}

// The main window on each demo (the docks, the turn bar), and a resolver it opens on the battle
// (with its Pre-fill from chooser).
void TestWheelGuard::mainWindow()
{
    QFETCH(QString, ruleset);
    app::MainWindow window;
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openDemo(mDir.filePath(ruleset), ruleset));
    checkWindow(&window);
    app::PrintMarkersDialog markers(*window.document(), mDir.filePath(ruleset), &window);
    checkWindow(&markers);
    markers.close();
    const QList<rulesets::ProcedureInfo> procedures = rulesets::findRuleset(ruleset)->procedures();
    QVERIFY(!procedures.isEmpty());
    app::ResolverDialog *dialog = window.adjudicateMenu()->open(procedures.first().id);
    QVERIFY(dialog);
    QVERIFY(dialog->unitChooser());
    checkWindow(dialog);
}

QTEST_MAIN(TestWheelGuard)
#include "tst_wheelguard.moc"
