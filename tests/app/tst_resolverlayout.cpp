// SPDX-License-Identifier: GPL-3.0-or-later
// The resolvers as a player sees them at the table: every one fits a 1366 x 768 laptop with
// Apply, the dice and the result in view (and a 1920 x 1080 screen); the odds read in full, with
// the exact chance on hover and the histogram's legend by battle-group name; no developer's text
// (ids, keys, JSON, markup, footnote marks). Screenshots go to ADJUTANT_SCREENSHOTS when it names a
// folder.
#include "app/gui/resolver/adjudicatemenu.h"
#include "app/gui/resolver/diceentry.h"
#include "app/gui/resolver/distributionchart.h"
#include "app/gui/resolver/inputform.h"
#include "app/gui/mainwindow.h"
#include "app/gui/resolver/oddschart.h"
#include "app/gui/resolver/resolverdialog.h"
#include "rulesets/dicesource.h"
#include "rulesets/procedureresult.h"
#include "rulesets/ruleset.h"
#include "resolvertesting.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QGroupBox>
#include <QHelpEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QToolTip>

using namespace adjutant;
using namespace resolvertesting;

namespace {

const QList<QSize> kScreens{QSize(1366, 768), QSize(1920, 1080)};

// The melee of the book on the demo (FoGR, An Example of Combat) with the tercio selected and
// the book's dice typed: the resolver at its fullest (six rolls, dozens of outcomes).
app::ResolverDialog *bookMelee(app::MainWindow &window, const QString &folder)
{
    if (!window.openDemo(folder))
        return nullptr;
    chargeHome(window);
    window.document()->record(core::Change{QStringLiteral("unit.stateChanged"),
                                           {{QStringLiteral("id"), QStringLiteral("dutch1")},
                                            {QStringLiteral("state"),
                                             QJsonObject{{QStringLiteral("cohesion"),
                                                          QStringLiteral("Disrupted")}}}}});
    select(window, QStringLiteral("Tercio"));
    app::ResolverDialog *dialog = window.adjudicateMenu()->open(QStringLiteral("melee"));
    if (!dialog)
        return nullptr;
    // Any faces will do: each roll's box appears once the one before it is typed.
    for (int step = 0; step < 12; ++step) {
        for (const app::Adjudication::Roll &roll : dialog->adjudication().rolls()) {
            QLineEdit *faces = dialog->diceEntry()->facesEdit(roll.record.name);
            if (!roll.typed && faces && faces->text().isEmpty())
                QTest::keyClicks(faces, QString(roll.record.count, QLatin1Char('5')));
        }
    }
    return dialog;
}

// What a widget shows a player, as plain text.
QString shown(const QString &text, Qt::TextFormat format)
{
    if (format == Qt::RichText || (format == Qt::AutoText && Qt::mightBeRichText(text))) {
        QTextDocument document;
        document.setHtml(text);
        return document.toPlainText();
    }
    return text;
}

// Every text the dialog shows: labels, titles, buttons, choices, what is typed.
QStringList texts(QWidget *dialog)
{
    QStringList all;
    for (QWidget *widget : dialog->findChildren<QWidget *>()) {
        if (!widget->isVisibleTo(dialog))
            continue;
        if (auto *label = qobject_cast<QLabel *>(widget)) {
            QString text = shown(label->text(), label->textFormat());
            if (label->buddy())
                text.remove(QLatin1Char('&')); // a mnemonic, not shown
            all << text;
        } else if (auto *box = qobject_cast<QGroupBox *>(widget)) {
            all << box->title();
        } else if (auto *button = qobject_cast<QAbstractButton *>(widget)) {
            all << QString(button->text()).remove(QRegularExpression(QStringLiteral("&(?!&)")));
        } else if (auto *combo = qobject_cast<QComboBox *>(widget)) {
            all << combo->currentText();
        } else if (auto *edit = qobject_cast<QLineEdit *>(widget)) {
            all << edit->text() << edit->placeholderText(); // as the table fills it ("dutch1")
        }
    }
    return all;
}

// The developer's text a player must never see: ids and keys, roll names, JSON, markup and
// entities, the book's footnote marks, the input's words for its fields.
QString developerText(const QString &text)
{
    static const QList<QRegularExpression> patterns{
        QRegularExpression(QStringLiteral("\\b(dutch[12]|spanish|dutch|tercio)\\.\\d")), // rolls
        QRegularExpression(QStringLiteral("\\bdutch[12]\\b")),                           // ids
        QRegularExpression(QStringLiteral("\\b[a-z]+[A-Z][A-Za-z]*\\b")), // camelCase words
        QRegularExpression(QStringLiteral("[{}]|\":")),                     // JSON
        QRegularExpression(QStringLiteral("&|<[a-z/]")),                    // entities, markup
        QRegularExpression(QStringLiteral("\\*\\*")),                       // footnote marks
        QRegularExpression(QStringLiteral("\\b(Key|Battle group id|Enemy side key)\\b")),
        QRegularExpression(QStringLiteral("required: "))};
    for (const QRegularExpression &pattern : patterns) {
        const QRegularExpressionMatch match = pattern.match(text);
        if (match.hasMatch())
            return match.captured();
    }
    return {};
}

} // namespace

class TestResolverLayout : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyResolverFitsALaptop_data();
    void everyResolverFitsALaptop();
    void oddsReadInFull();
    void shootingFactsReadInFull();
    void noDeveloperText_data();
    void noDeveloperText();

private:
    // The resolver of `procedure` on the demo battle, filled in with the book's example, or the
    // book's melee with its dice.
    app::ResolverDialog *open(app::MainWindow &window, const QString &procedure);
    QTemporaryDir mDir;
};

void TestResolverLayout::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(mDir.isValid());
}

app::ResolverDialog *TestResolverLayout::open(app::MainWindow &window, const QString &procedure)
{
    const QString folder = mDir.filePath(QString(procedure).replace(QLatin1Char('/'), QLatin1Char('-')));
    if (procedure == QLatin1String("book melee"))
        return bookMelee(window, folder);
    // "olddessauer/fire": on that rule set's demo.
    const QString ruleset = procedure.contains(QLatin1Char('/')) ? procedure.section(QLatin1Char('/'), 0, 0) : QString();
    if (!window.openDemo(folder, ruleset))
        return nullptr;
    app::ResolverDialog *dialog = window.adjudicateMenu()->open(procedure.section(QLatin1Char('/'), -1));
    if (dialog)
        dialog->loadExample();
    return dialog;
}

void TestResolverLayout::everyResolverFitsALaptop_data()
{
    QTest::addColumn<QString>("procedure");
    for (const rulesets::ProcedureInfo &info :
         rulesets::findRuleset(QStringLiteral("fogr"))->procedures())
        QTest::newRow(qPrintable(info.id)) << info.id;
    QTest::newRow("the book's melee from the table, its dice typed") << QStringLiteral("book melee");
    for (const char *id : {"olddessauer", "nieuport1600"}) {
        for (const rulesets::ProcedureInfo &info :
             rulesets::findRuleset(QLatin1String(id))->procedures())
            QTest::newRow(qPrintable(QLatin1String(id) + QLatin1Char(' ') + info.id))
                << QLatin1String(id) + QLatin1Char('/') + info.id;
    }
}

// The melee resolver once asked for 1,693 px. Every resolver asks for no more than a laptop's
// screen less a window's frame, and opens there with Apply, the dice and the result in the
// dialog itself (the facts, odds and modifiers scroll inside).
void TestResolverLayout::everyResolverFitsALaptop()
{
    QFETCH(QString, procedure);
    app::MainWindow window;
    window.show();
    app::ResolverDialog *dialog = open(window, procedure);
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    QVERIFY2(dialog->problemLabel()->text().isEmpty(), qPrintable(dialog->problemLabel()->text()));
    for (const QSize &screen : kScreens) {
        const QSize room = screen - app::ResolverDialog::windowFrame();
        const QSize minimum = dialog->minimumSizeHint(), hint = dialog->sizeHint();
        QVERIFY2(minimum.width() <= room.width() && minimum.height() <= room.height(),
                 qPrintable(QStringLiteral("minimum %1 x %2").arg(minimum.width()).arg(minimum.height())));
        QVERIFY2(hint.width() <= room.width() && hint.height() <= room.height(),
                 qPrintable(QStringLiteral("hint %1 x %2").arg(hint.width()).arg(hint.height())));
        const QSize opening = dialog->openingSize(screen);
        QVERIFY(opening.width() <= room.width() && opening.height() <= room.height());
        dialog->resize(opening);
        QTRY_COMPARE(dialog->size(), opening);
        const QRect inside = dialog->rect();
        for (QWidget *part : {static_cast<QWidget *>(dialog->applyButton()),
                              static_cast<QWidget *>(dialog->diceEntry()),
                              dialog->findChild<QWidget *>(QStringLiteral("resultBox"))}) {
            QVERIFY(part && part->isVisible());
            const QRect at(part->mapTo(dialog, QPoint(0, 0)), part->size());
            QVERIFY2(inside.contains(at), qPrintable(part->objectName()));
            QVERIFY2(!part->visibleRegion().isEmpty(), qPrintable(part->objectName()));
        }
        QVERIFY(dialog->applyButton()->isEnabled() || procedure != QLatin1String("book melee"));
        const QString folder = qEnvironmentVariable("ADJUTANT_SCREENSHOTS");
        if (!folder.isEmpty() && (procedure == QLatin1String("book melee") ||
                                  procedure == QLatin1String("shooting") ||
                                  procedure == QLatin1String("olddessauer/fire") ||
                                  procedure == QLatin1String("olddessauer/close-combat") ||
                                  procedure == QLatin1String("nieuport1600/fire") ||
                                  procedure == QLatin1String("nieuport1600/close-combat"))) {
            QTest::qWait(50);
            const QString name = QStringLiteral("resolver-%1-%2x%3.png")
                                     .arg(QString(procedure).replace(QLatin1Char(' '), QLatin1Char('-')).replace(QLatin1Char('/'), QLatin1Char('-')))
                                     .arg(screen.width())
                                     .arg(screen.height());
            QVERIFY(dialog->grab().save(QDir(folder).filePath(name)));
        }
    }
    closeDiscarding(dialog);
}

// The odds of the book's melee: every outcome in its words under its question, never cut; its
// percentage whole; its exact chance on hover; the histogram's legend by battle-group name.
void TestResolverLayout::oddsReadInFull()
{
    app::MainWindow window;
    window.show();
    app::ResolverDialog *dialog = bookMelee(window, mDir.filePath(QStringLiteral("odds")));
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    dialog->resize(dialog->openingSize(kScreens.first()));
    QTest::qWait(20);
    app::OddsChart *odds = dialog->oddsChart();
    const QList<rulesets::Outcome> &outcomes = dialog->adjudication().odds()->outcomes;
    QCOMPARE(odds->labels().size(), outcomes.size());
    QVERIFY(outcomes.size() > 6);
    for (int i = 0; i < outcomes.size(); ++i) {
        const QList<QWidget *> row = odds->rowWidgets(i);
        auto *words = qobject_cast<QLabel *>(row.at(0));
        auto *percent = qobject_cast<QLabel *>(row.at(2));
        QVERIFY(words && percent);
        // The words: the outcome, less its question shown above it; wrapped, whole.
        QVERIFY2(outcomes[i].label.endsWith(words->text()), qPrintable(words->text()));
        QVERIFY(!words->text().contains(QStringLiteral("…")));
        QVERIFY2(words->heightForWidth(words->width()) <= words->height(), qPrintable(words->text()));
        QCOMPARE(percent->text(), app::OddsChart::percentText(outcomes[i].probability));
        QVERIFY2(percent->fontMetrics().horizontalAdvance(percent->text()) <= percent->width(),
                 qPrintable(percent->text()));
        // Hovering shows the whole outcome and its exact chance.
        QHelpEvent help(QEvent::ToolTip, words->rect().center(), words->mapToGlobal(words->rect().center()));
        QCoreApplication::sendEvent(words, &help);
        QTRY_VERIFY(QToolTip::isVisible());
        QCOMPARE(QToolTip::text(), odds->toolTip(i));
        QVERIFY(odds->toolTip(i).contains(outcomes[i].label.toHtmlEscaped()));
        QVERIFY(odds->toolTip(i).contains(QStringLiteral("exactly ")));
        QToolTip::hideText();
    }
    // The questions head their outcomes.
    const QStringList headings{QStringLiteral("Who loses"), QStringLiteral("Tercio after the combat"),
                               QStringLiteral("Dutch foot (front) after the combat")};
    for (const QString &heading : headings) {
        bool found = false;
        for (const QLabel *label : odds->findChildren<QLabel *>())
            found = found || (label->text() == heading && label->isVisibleTo(odds));
        QVERIFY2(found, qPrintable(heading));
    }
    QCOMPARE(dialog->distributionChart()->legend(),
             QStringList({QStringLiteral("Tercio hits inflicted"),
                          QStringLiteral("Dutch foot (front) hits inflicted"),
                          QStringLiteral("Tercio hits minus Dutch foot (front) hits")}));
    QVERIFY(dialog->distributionChart()->toolTip(0, 3).contains(QStringLiteral("Tercio hits inflicted: 3")));
    closeDiscarding(dialog);
}

// FoGR shooting from the table, the tercio selected: its facts are a list of shooters, each a
// form of its own, and the chips ("from the table") and the Remove button at their right once
// read "from the ta" and "Remov", the form wider than its pane. At both screens every chip and
// button in the facts reads whole and lies inside the pane.
void TestResolverLayout::shootingFactsReadInFull()
{
    app::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openDemo(mDir.filePath(QStringLiteral("shooting facts"))));
    select(window, QStringLiteral("Tercio"));
    app::ResolverDialog *dialog = window.adjudicateMenu()->open(QStringLiteral("shooting"));
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    auto *scroll = dialog->findChild<QScrollArea *>(QStringLiteral("factsScroll"));
    QVERIFY(scroll);
    for (const QSize &screen : kScreens) {
        dialog->resize(dialog->openingSize(screen));
        QTest::qWait(50);
        QWidget *viewport = scroll->viewport();
        const QRect pane = viewport->rect();
        int chips = 0;
        for (QAbstractButton *button : scroll->widget()->findChildren<QAbstractButton *>()) {
            if (!button->isVisibleTo(dialog) || button->text().isEmpty() ||
                qobject_cast<QCheckBox *>(button))
                continue;
            const QString text = QString(button->text()).remove(QLatin1Char('&'));
            chips += text == QLatin1String("from the table") ? 1 : 0;
            const QString where = QStringLiteral("\"%1\" at %2 x %3")
                                      .arg(text)
                                      .arg(screen.width())
                                      .arg(screen.height());
            QVERIFY2(button->fontMetrics().horizontalAdvance(text) <= button->width(),
                     qPrintable(where));
            QVERIFY2(button->width() >= button->sizeHint().width(), qPrintable(where));
            const QRect at(button->mapTo(viewport, QPoint(0, 0)), button->size());
            QVERIFY2(at.left() >= pane.left() && at.right() <= pane.right(),
                     qPrintable(where + QStringLiteral(" outside the facts' pane")));
        }
        QVERIFY(chips > 0);
        // The room the facts take comes from the outcome's side: the dice's boxes stay whole.
        for (QLineEdit *box : dialog->diceEntry()->findChildren<QLineEdit *>()) {
            QWidget *port = box->parentWidget();
            while (port && port->objectName() != QLatin1String("qt_scrollarea_viewport"))
                port = port->parentWidget();
            QVERIFY(port);
            const QRect at(box->mapTo(port, QPoint(0, 0)), box->size());
            QVERIFY2(at.right() <= port->rect().right(),
                     qPrintable(box->placeholderText() + QStringLiteral(" cut")));
        }
        const QString folder = qEnvironmentVariable("ADJUTANT_SCREENSHOTS");
        if (!folder.isEmpty())
            QVERIFY(dialog->grab().save(QDir(folder).filePath(
                QStringLiteral("resolver-shooting-from-the-table-%1x%2.png")
                    .arg(screen.width())
                    .arg(screen.height()))));
    }
    closeDiscarding(dialog);
}

void TestResolverLayout::noDeveloperText_data()
{
    everyResolverFitsALaptop_data();
}

// Not "required: closeCombat, shooting, ...", JSON under "Worked out", "Key", "Battle group id"
// or "Enemy side key: dutch1", an "&" or a "**": the resolvers speak the player's language.
void TestResolverLayout::noDeveloperText()
{
    QFETCH(QString, procedure);
    app::MainWindow window;
    window.show();
    app::ResolverDialog *dialog = open(window, procedure);
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    // Filled in, and with a field the procedure needs left empty.
    QStringList seen = texts(dialog);
    dialog->form()->setValue({});
    seen += texts(dialog);
    for (const QString &text : std::as_const(seen)) {
        const QString found = developerText(text);
        QVERIFY2(found.isEmpty(), qPrintable(QStringLiteral("\"%1\" in \"%2\"").arg(found, text)));
    }
    closeDiscarding(dialog);
}

QTEST_MAIN(TestResolverLayout)
#include "tst_resolverlayout.moc"
