// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/docks/standingswindow.h"

#include "app/gui/docks/clubbattles.h"
#include "core/clubservercheck.h"
#include "core/clubtournament.h"
#include "core/error.h"

#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSaveFile>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace adjutant::app {

StandingsWindow::StandingsWindow(QWidget *parent)
    : QWidget(parent, Qt::Window), mEvents(new QComboBox(this)), mMessage(new QLabel(this)),
      mTable(new QTreeWidget(this))
{
    setWindowTitle(tr("Standings — Adjutant"));
    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Event:"), this));
    mEvents->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    top->addWidget(mEvents);
    top->addStretch(1);
    auto *exportButton = new QPushButton(tr("&Export CSV…"), this);
    exportButton->setToolTip(tr("Write these standings as a CSV file for a spreadsheet"));
    top->addWidget(exportButton);
    layout->addLayout(top);
    mMessage->setWordWrap(true);
    layout->addWidget(mMessage);
    mTable->setHeaderLabels({tr("Rank"), tr("Player"), tr("Played"), tr("Won"), tr("Drawn"), tr("Lost"),
                             tr("Points"), tr("Head-to-head"), tr("Margin"), tr("By hand")});
    mTable->headerItem()->setToolTip(7, tr("Points scored against the players level on points"));
    mTable->headerItem()->setToolTip(8, tr("The sum of each result's score margin"));
    mTable->headerItem()->setToolTip(9, tr("Results the umpire entered by hand"));
    mTable->setRootIsDecorated(false);
    mTable->setUniformRowHeights(true);
    mTable->setAlternatingRowColors(true);
    mTable->header()->setStretchLastSection(false);
    mTable->header()->setSectionResizeMode(1, QHeaderView::Stretch); // the player's name
    layout->addWidget(mTable, 1);
    connect(mEvents, &QComboBox::currentIndexChanged, this, &StandingsWindow::refresh);
    connect(exportButton, &QPushButton::clicked, this, &StandingsWindow::exportAsked);
    resize(760, 420);
}

StandingsWindow::~StandingsWindow() = default;

QString StandingsWindow::message() const
{
    return mMessage->text();
}

bool StandingsWindow::connectTo(const QString &server)
{
    try {
        auto tournament = std::make_unique<core::ClubTournament>(server);
        // The events that have rounds, for the chooser.
        QStringList events;
        for (const core::RoundBattle &battle : tournament->rounds())
            if (!events.contains(battle.event))
                events << battle.event;
        mTournament = std::move(tournament);
        const QSignalBlocker blocker(mEvents);
        mEvents->clear();
        mEvents->addItems(events);
        mTournament->watch([this] { refresh(); });
        refresh();
        return mError.isEmpty();
    } catch (const core::Error &error) {
        mError = oneLine(error.message());
        mMessage->setText(mError);
        return false;
    }
}

void StandingsWindow::refresh()
{
    if (!mTournament)
        return;
    mTable->clear();
    mRows.clear();
    const QString event = mEvents->currentText();
    if (event.isEmpty()) {
        mMessage->setText(tr("No event on %1 has rounds yet").arg(mTournament->location()));
        return;
    }
    try {
        mRows = mTournament->standings(event);
        mError.clear();
        // A standby tells of no news: read every few seconds, and how far behind it is.
        mMessage->setText(mTournament->onStandby()
                              ? tr("%1 on %2, %3")
                                    .arg(event, mTournament->location(),
                                         standbyWords(mTournament->standbyReplay(), core::standbyPollMs))
                              : tr("%1 on %2, updated as results are recorded").arg(event, mTournament->location()));
    } catch (const core::Error &error) {
        mError = oneLine(error.message());
        mMessage->setText(mError);
        return;
    }
    for (const core::StandingRow &row : mRows) {
        auto *item = new QTreeWidgetItem(mTable);
        const QList<int> numbers{row.rank, -1, row.played, row.wins, row.draws, row.losses,
                                 row.points, row.headToHead, row.margin, row.byHand};
        for (int column = 0; column < numbers.size(); ++column) {
            if (column == 1)
                continue;
            item->setText(column, QString::number(numbers[column]));
            item->setTextAlignment(column, Qt::AlignRight | Qt::AlignVCenter);
        }
        item->setText(1, row.player);
    }
    for (int column = 0; column < mTable->columnCount(); ++column)
        mTable->resizeColumnToContents(column);
}

bool StandingsWindow::exportCsv(const QString &path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(core::ClubTournament::csv(mRows).toUtf8()) < 0 ||
        !file.commit()) {
        mError = tr("%1: cannot be written (%2)").arg(path, file.errorString());
        mMessage->setText(mError);
        return false;
    }
    return true;
}

void StandingsWindow::exportAsked()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Standings"),
                                                      mEvents->currentText() + QStringLiteral(".csv"),
                                                      tr("CSV files (*.csv)"));
    if (!path.isEmpty())
        exportCsv(path);
}

} // namespace adjutant::app
