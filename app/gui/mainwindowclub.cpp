// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's club server part (docs/club.md, "In the app"): opening a club battle, its
// connection state in the status bar, the club window and the standings window.
#include "app/gui/dialogs/clubopendialog.h"
#include "app/gui/docks/clubbattles.h"
#include "app/gui/docks/clublink.h"
#include "app/gui/docks/clubwindow.h"
#include "app/gui/docks/standingswindow.h"
#include "app/gui/document/battledocument.h"
#include "app/gui/mainwindow.h"
#include "core/error.h"
#include "core/pgconnection.h"

#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>

namespace adjutant::app {

namespace {

const QString serverKey = QStringLiteral("club/server");

} // namespace

bool MainWindow::openClub(const QString &server, const QString &battle, bool direct)
{
    std::unique_ptr<BattleDocument> document;
    try {
        const QString journals =
            QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("club"));
        document = direct ? ClubLink::openDirect(server, battle) : ClubLink::openJournaled(server, battle, journals);
    } catch (const core::Error &error) {
        showError(oneLine(error.message()));
        return false;
    }
    // The server as typed, without a password (settings never hold one).
    QSettings().setValue(serverKey, core::PgConnection::withoutPassword(server));
    BattleDocument *opened = document.get();
    setDocument(std::move(document));
    mClubLink = new ClubLink(opened, server, this);
    if (!mClubLabel) {
        mClubLabel = new QLabel(this);
        statusBar()->addPermanentWidget(mClubLabel);
    }
    mClubLabel->setText(mClubLink->stateText());
    mClubLabel->show();
    updateActions(); // a battle this login may not write to: its editing greyed
    connect(mClubLink, &ClubLink::stateChanged, mClubLabel, &QLabel::setText);
    connect(mClubLink, &ClubLink::diverged, this, [this](const QString &problem, const QStringList &pending) {
        // Never dropped silently: the players see what the server no longer takes.
        QString text = tr("The umpire wrote to this battle on the server meanwhile; these events of "
                          "this table are kept here, not sent:");
        for (const QString &line : pending)
            text += QStringLiteral("\n• ") + line;
        mLastError = oneLine(problem);
        auto *box = new QMessageBox(QMessageBox::Warning, tr("Adjutant"), text, QMessageBox::Ok, this);
        box->setInformativeText(oneLine(problem));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    });
    connect(mClubLink, &ClubLink::refused, this, [this](const QStringList &lines, const QString &keptIn) {
        // Never dropped silently: the players see what no longer applies, and where it is kept.
        QString text = tr("The umpire wrote to this battle while this table was cut off. These "
                          "events of this table no longer apply on top of it and were not sent:");
        for (const QString &line : lines)
            text += QStringLiteral("\n• ") + line;
        mLastError = oneLine(text);
        auto *box = new QMessageBox(QMessageBox::Warning, tr("Adjutant"), text, QMessageBox::Ok, this);
        box->setInformativeText(tr("The table's other events were sent on top of the umpire's. The "
                                   "battle as this table had it is kept in %1.")
                                    .arg(QDir::toNativeSeparators(keptIn)));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    });
    return true;
}

QString MainWindow::clubState() const
{
    return mClubLink ? mClubLink->stateText() : QString();
}

void MainWindow::dropClubLink()
{
    delete mClubLink;
    mClubLink = nullptr;
    if (mClubLabel)
        mClubLabel->hide();
}

QString MainWindow::lastClubServer() const
{
    return QSettings().value(serverKey).toString();
}

void MainWindow::openFromClub(const QString &server)
{
    auto *dialog = new ClubOpenDialog(server.isEmpty() ? lastClubServer() : server, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        if (!dialog->battle().isEmpty())
            openClub(dialog->server(), dialog->battle());
    });
    dialog->open();
    if (!dialog->serverEdit()->text().isEmpty())
        dialog->list();
}

ClubWindow *MainWindow::showClubWindow(const QString &server)
{
    if (!mClubWindow) {
        mClubWindow = new ClubWindow(this);
        connect(mClubWindow, &ClubWindow::openRequested, this,
                [this](const QString &at, const QString &battle) { openClub(at, battle, true); });
    }
    mClubWindow->show();
    mClubWindow->raise();
    const QString target = server.isEmpty() ? lastClubServer() : server;
    if (!target.isEmpty() && (!server.isEmpty() || mClubWindow->server().isEmpty()))
        mClubWindow->connectTo(target);
    return mClubWindow;
}

StandingsWindow *MainWindow::showStandings(const QString &server)
{
    if (!mStandings)
        mStandings = new StandingsWindow(this);
    mStandings->show();
    mStandings->raise();
    const QString target = server.isEmpty() ? lastClubServer() : server;
    if (!target.isEmpty())
        mStandings->connectTo(target);
    return mStandings;
}

} // namespace adjutant::app
