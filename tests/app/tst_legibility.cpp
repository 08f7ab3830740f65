// SPDX-License-Identifier: GPL-3.0-or-later
// Read from the chair (issue 31): each demo in the main window at 1366 x 768 and 1920 x 1080,
// normal and table-side, light and dark, measured from what the window draws (textprobe.h) and
// where the table view draws its labels (TableView::labelOverlaps): no label covers another or a
// base, no word on the table covers another, the table's smallest type is large enough (the body font's
// size in table-side mode), every word stands out from what it is drawn on (WCAG AA, 4.5 : 1),
// and at 1920 no dock cuts a word short.
#include "guitesting.h"
#include "textprobe.h"
#include "app/gui/actions.h"
#include "app/gui/dialogs/preferences.h"
#include "app/gui/mainwindow.h"
#include "app/gui/style/themecolours.h"
#include "app/gui/table/tablelegend.h"
#include "app/gui/table/tableview.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDockWidget>
#include <QFontInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace adjutant;

namespace {

QString describe(const textprobe::DrawnText &text)
{
    return QStringLiteral("\"%1\" at %2,%3 (%4 x %5 px, type %6 px)")
        .arg(text.text.left(40))
        .arg(text.rect.x(), 0, 'f', 0)
        .arg(text.rect.y(), 0, 'f', 0)
        .arg(text.rect.width(), 0, 'f', 0)
        .arg(text.rect.height(), 0, 'f', 0)
        .arg(text.pixels, 0, 'f', 1);
}

} // namespace

class TestLegibility : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void readsFromTheChair_data();
    void readsFromTheChair();

private:
    QTemporaryDir mDir;
};

void TestLegibility::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(mDir.isValid());
}

void TestLegibility::cleanup()
{
    QSettings().clear();
    app::Preferences::applyTableSide(false);
    app::Preferences::applyPalette(QStringLiteral("system"));
}

void TestLegibility::readsFromTheChair_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QSize>("screen");
    QTest::addColumn<bool>("tableSide");
    QTest::addColumn<QString>("palette");
    for (const QString &ruleset : {QStringLiteral("fogr"), QStringLiteral("olddessauer"), QStringLiteral("nieuport1600")}) {
        for (const QSize screen : {QSize(1366, 768), QSize(1920, 1080)}) {
            for (const bool tableSide : {false, true}) {
                for (const QString &palette : {QStringLiteral("light"), QStringLiteral("dark")}) {
                    QTest::addRow("%s %dx%d %s %s", qPrintable(ruleset), screen.width(), screen.height(),
                                  tableSide ? "table-side" : "normal", qPrintable(palette))
                        << ruleset << screen << tableSide << palette;
                }
            }
        }
    }
}

void TestLegibility::readsFromTheChair()
{
    QFETCH(QString, ruleset);
    QFETCH(QSize, screen);
    QFETCH(bool, tableSide);
    QFETCH(QString, palette);
    app::Preferences::applyPalette(palette);
    // The window a new user gets on that screen, as the app sizes its first window.
    const QSize first = app::MainWindow::firstSize(QRect(QPoint(0, 0), screen));
    const auto window = guitesting::demoWindow(mDir.filePath(QTest::currentDataTag()), first,
                                               ruleset == QLatin1String("fogr") ? QString() : ruleset);
    QVERIFY(window);
    if (tableSide)
        window->actions()->tableSide->setChecked(true);
    // The layouts the new type asks for, nested (tool bars in the window's), each posted by the
    // one before.
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();

    const QList<textprobe::DrawnText> texts = textprobe::drawnTexts(window.get());
    const QImage picture = window->grab().toImage();
    const QString shots = qEnvironmentVariable("ADJUTANT_SCREENSHOTS");
    if (!shots.isEmpty())
        picture.save(QStringLiteral("%1/legibility-%2.png").arg(shots, QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'))));
    auto *view = window->findChild<app::TableView *>();
    QVERIFY(view);
    const QRect table(view->viewport()->mapTo(window.get(), QPoint()), view->viewport()->size());

    QStringList problems;
    QList<textprobe::DrawnText> onTable;
    for (const textprobe::DrawnText &text : texts) {
        if (text.text.trimmed().isEmpty())
            continue;
        if (table.contains(text.rect.center().toPoint()))
            onTable.append(text);
        // A control that cannot be used now is drawn greyed on purpose (WCAG 1.4.3 exempts it).
        const QWidget *under = window->childAt(text.rect.center().toPoint());
        if (under && !under->isEnabled())
            continue;
        const QColor ground = textprobe::backgroundBehind(picture, text.rect);
        const double ratio = app::themecolours::contrastRatio(text.colour, ground);
        if (ratio < 4.5)
            problems << QStringLiteral("contrast %1 : 1 on %2: %3").arg(ratio, 0, 'f', 2).arg(ground.name(), describe(text));
    }
    // No unit's label covers another's or a base (its own group's included), the legend or a
    // terrain piece's name.
    for (const QString &overlap : view->labelOverlaps(true))
        problems << overlap;
    // No word covers another, on the table or in the window round it (a pixel's overlap for
    // antialiasing allowed).
    for (qsizetype i = 0; i < texts.size(); ++i) {
        for (qsizetype j = i + 1; j < texts.size(); ++j) {
            const QRectF both = texts[i].rect.adjusted(1, 1, -1, -1).intersected(texts[j].rect.adjusted(1, 1, -1, -1));
            if (!both.isEmpty() && !texts[i].text.trimmed().isEmpty() && !texts[j].text.trimmed().isEmpty())
                problems << QStringLiteral("%1 covers %2").arg(describe(texts[i]), describe(texts[j]));
        }
    }
    // The table's smallest type: read at a laptop's distance, and in table-side mode at least
    // the size of the windows' own body text. The legend in the table's corner is a key looked
    // up, not read from the chair: it keeps its size, not to cover the table.
    const double body = QFontInfo(QApplication::font()).pixelSize();
    const double least = tableSide ? body : 9.0;
    const auto *legend = view->findChild<app::TableLegend *>();
    const QRect key = legend && legend->isVisible() ? QRect(legend->mapTo(window.get(), QPoint()), legend->size()) : QRect();
    for (const textprobe::DrawnText &text : std::as_const(onTable)) {
        if (text.pixels < least - 0.25 && !key.contains(text.rect.center().toPoint()))
            problems << QStringLiteral("type under %1 px on the table: %2").arg(least, 0, 'f', 1).arg(describe(text));
    }
    // On a large screen no dock cuts a word short.
    if (screen.width() >= 1920) {
        for (const textprobe::DrawnText &text : texts) {
            bool inDock = false;
            for (const QWidget *w = window->childAt(text.rect.center().toPoint()); w && !inDock; w = w->parentWidget())
                inDock = qobject_cast<const QDockWidget *>(w);
            // A button's "…" says it opens a dialog: its whole text, not a cut one.
            const auto *button = qobject_cast<const QAbstractButton *>(window->childAt(text.rect.center().toPoint()));
            if (button && button->text() == text.text)
                continue;
            if (inDock && text.text.contains(QChar(0x2026)))
                problems << QStringLiteral("cut short in a dock: %1").arg(describe(text));
        }
    }
    for (const QString &problem : std::as_const(problems))
        qWarning().noquote() << problem;
    QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1 problems, the first: %2").arg(problems.size()).arg(problems.value(0))));
}

QTEST_MAIN(TestLegibility)
#include "tst_legibility.moc"
