// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's files: open (a battle, the demo, a recent one), a new battle, save as, import
// and export a scenario, export the report.
#include "app/gui/mainwindow.h"

#include "app/gui/actions.h"
#include "app/gui/capture/printmarkersdialog.h"
#include "app/gui/dialogs/newbattledialog.h"
#include "app/gui/document/battledocument.h"
#include "app/gui/report/reportwriter.h"
#include "core/battle.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/error.h"
#include "core/scenariowriter.h"
#include "rulesets/battlecheck.h"
#include "rulesets/ruleset.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QPageSize>
#include <QProgressDialog>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>

#include <memory>
#include <utility>

namespace adjutant::app {

namespace {
const QString recentKey = QStringLiteral("recentFiles");
constexpr int maxRecent = 8;

QString battleFilter()
{
    return MainWindow::tr("Adjutant battles (*.%1)").arg(core::BattleFile::suffix());
}
QString scenarioFilter() { return MainWindow::tr("Scenario files (*.json)"); }
} // namespace

bool MainWindow::openFile(const QString &path)
{
    try {
        auto session = core::BattleFile::open(path);
        rulesets::checkBattle(session->battle(), path);
        setDocument(std::make_unique<BattleDocument>(std::move(session),
                                                     QFileInfo(path).absoluteFilePath()));
        return true;
    } catch (const core::Error &error) {
        showError(error.message());
        return false;
    }
}

bool MainWindow::openDemo(const QString &folder, const QString &ruleset)
{
    // The rule set's demo scenario.
    QString scenario;
    QStringList offered;
    for (const rulesets::Ruleset *candidate : rulesets::allRulesets()) {
        if (candidate->demoBattle().isEmpty())
            continue;
        offered << candidate->id();
        if (scenario.isEmpty() && (ruleset.isEmpty() || candidate->id() == ruleset))
            scenario = candidate->demoBattle();
    }
    if (scenario.isEmpty()) {
        showError(tr("no demo battle for the rule set \"%1\" (demos: %2)")
                      .arg(ruleset, offered.join(QStringLiteral(", "))));
        return false;
    }
    const QString dir = folder.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) : folder;
    if (!QDir().mkpath(dir)) {
        showError(tr("%1: the folder for the demo battle cannot be made").arg(dir));
        return false;
    }
    const QString path = QDir(dir).filePath(
        (ruleset.isEmpty() ? QStringLiteral("demo.") : QStringLiteral("demo-%1.").arg(ruleset)) +
        core::BattleFile::suffix());
    // The demo as shipped every time: what was played in it before goes (Save As keeps a game).
    if (mDocument && QFileInfo(mDocument->path()) == QFileInfo(path))
        setDocument(nullptr);
    for (const char *suffix : {"", "-wal", "-shm"}) {
        const QString file = path + QLatin1String(suffix);
        if (QFileInfo::exists(file) && !QFile::remove(file)) {
            showError(tr("%1: the demo played before cannot be replaced").arg(file));
            return false;
        }
    }
    try {
        const core::Battle demo = core::BattleFile::readScenario(scenario);
        rulesets::checkNewState(demo, scenario);
        setDocument(std::make_unique<BattleDocument>(core::BattleFile::create(path, demo), path));
        return true;
    } catch (const core::Error &error) {
        showError(error.message());
        return false;
    }
}

void MainWindow::rememberRecent(const QString &path)
{
    QSettings settings;
    QStringList files = settings.value(recentKey).toStringList();
    files.removeAll(path);
    files.prepend(path);
    settings.setValue(recentKey, QStringList(files.mid(0, maxRecent)));
    updateRecentFiles();
}

void MainWindow::updateRecentFiles()
{
    QMenu *menu = mActions->recentFiles;
    menu->clear();
    const QStringList files = QSettings().value(recentKey).toStringList();
    for (const QString &file : files) {
        QAction *action = menu->addAction(QFileInfo(file).fileName(), this, [this, file] { openFile(file); });
        action->setToolTip(file);
        action->setStatusTip(file);
    }
    if (!files.isEmpty()) {
        menu->addSeparator();
        menu->addAction(tr("Clear List"), this, [this] {
            QSettings().remove(recentKey);
            updateRecentFiles();
        });
    }
    menu->setEnabled(!files.isEmpty());
}

QString MainWindow::startFolder() const
{
    if (mDocument)
        return QFileInfo(mDocument->path()).absolutePath();
    return QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
}

void MainWindow::newBattle()
{
    NewBattleDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const core::Battle battle = dialog.battle();
    const QString suggested = QDir(startFolder()).filePath(
        (battle.name.isEmpty() ? tr("battle") : battle.name) + QLatin1Char('.') + core::BattleFile::suffix());
    QString path = QFileDialog::getSaveFileName(this, tr("New Battle File"), suggested, battleFilter());
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + core::BattleFile::suffix();
    try {
        setDocument(std::make_unique<BattleDocument>(core::BattleFile::create(path, battle), path));
    } catch (const core::Error &error) {
        showError(error.message());
    }
}

void MainWindow::open()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Battle"), startFolder(),
                                                      battleFilter() + QStringLiteral(";;") + tr("All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

void MainWindow::saveAs()
{
    if (!mDocument)
        return;
    QString path = QFileDialog::getSaveFileName(this, tr("Save Battle As"), startFolder(), battleFilter());
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + core::BattleFile::suffix();
    if (QFileInfo(path).absoluteFilePath() == QFileInfo(mDocument->path()).absoluteFilePath())
        return; // it is this file, and it is saved already
    // The dialog has already asked about replacing a file: the copy replaces it in one step once
    // it is whole.
    try {
        core::BattleFile::saveCopy(mDocument->session(), path);
    } catch (const core::Error &error) {
        showError(error.message());
        return;
    }
    openFile(path);
}

void MainWindow::importScenario()
{
    if (!mDocument)
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Import Scenario"), startFolder(), scenarioFilter());
    if (path.isEmpty())
        return;
    try {
        const core::Battle battle = core::BattleFile::readScenario(path);
        rulesets::checkNewState(battle, path);
        mDocument->record(core::Change{QStringLiteral("battle.imported"),
                                       {{QStringLiteral("scenario"), core::ScenarioWriter::write(battle)}}});
    } catch (const core::Error &error) {
        showError(error.message());
    }
}

void MainWindow::exportScenario()
{
    if (!mDocument)
        return;
    const QString suggested = QDir(startFolder()).filePath(QFileInfo(mDocument->path()).completeBaseName() + QStringLiteral(".json"));
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Scenario"), suggested, scenarioFilter());
    if (path.isEmpty())
        return;
    try {
        core::BattleFile::writeScenario(mDocument->battle(), path);
        statusBar()->showMessage(tr("Exported to %1").arg(path), 5000);
    } catch (const core::Error &error) {
        showError(error.message());
    }
}

// The battle report (docs/report.md): PDF on the locale's paper, the other size or HTML by the
// file type chosen.
void MainWindow::exportReport()
{
    if (!mDocument)
        return;
    const QString a4 = tr("PDF, A4 pages (*.pdf)");
    const QString letter = tr("PDF, Letter pages (*.pdf)");
    const QString html = tr("Web page (*.html)");
    QString filter = localPageSize() == QPageSize::Letter ? letter : a4;
    const QString suggested = QDir(startFolder()).filePath(
        tr("%1 report.pdf").arg(QFileInfo(mDocument->path()).completeBaseName()));
    QString path = QFileDialog::getSaveFileName(this, tr("Export Report"), suggested,
                                                QStringList{a4, letter, html}.join(QStringLiteral(";;")), &filter);
    if (path.isEmpty())
        return;
    const bool web = filter == html;
    if (web && path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
        path.replace(path.size() - 4, 4, QStringLiteral(".html"));
    // A long battle's report takes seconds: a bar shows how far it has come, and Cancel stops it
    // with nothing written. Shown at once, and over every window of the app, so that none takes
    // input while the report is made (the club window could open another battle in this one).
    QProgressDialog progress(tr("Writing %1…").arg(QFileInfo(path).fileName()), tr("Cancel"), 0, 1000,
                             this);
    progress.setWindowTitle(tr("Export Report"));
    progress.setWindowModality(Qt::ApplicationModal);
    progress.setMinimumDuration(0);
    progress.setAutoReset(false); // a Cancel pressed as the bar fills still counts
    progress.setValue(0);
    try {
        writeReport(mDocument->session(), mDocument->path(), path, web ? ReportFormat::Html : ReportFormat::Pdf,
                    filter == letter ? QPageSize::Letter : QPageSize::A4, [&progress](double done) {
                        progress.setValue(int(done * 1000));
                        return !progress.wasCanceled();
                    });
        progress.reset();
        statusBar()->showMessage(tr("Report written to %1").arg(path), 5000);
    } catch (const ReportCancelled &) {
        progress.reset();
        statusBar()->showMessage(tr("Report cancelled: nothing was written"), 5000);
    } catch (const core::Error &error) {
        progress.reset();
        showError(error.message());
    }
}

// The capture's sticker sheet (docs/capture.md): the dialog assigns missing markers and writes it.
void MainWindow::printMarkers()
{
    if (!mDocument)
        return;
    PrintMarkersDialog dialog(*mDocument, startFolder(), this);
    if (dialog.exec() == QDialog::Accepted)
        statusBar()->showMessage(tr("Markers written to %1").arg(dialog.path()), 5000);
}

} // namespace adjutant::app
