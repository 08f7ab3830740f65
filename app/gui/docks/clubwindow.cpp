// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/docks/clubwindow.h"

#include "core/clubservercheck.h"
#include "core/error.h"
#include "core/pgconnection.h"
#include "core/postgresstore.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlQuery>
#include <QStyle>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace adjutant::app {

namespace {

const QString channel = QStringLiteral("adjutant_events"); // core/migrations/postgres/0000_to_0001.sql
enum Column { Name, Event, Table, Turn, Standing, LastEvents, ColumnCount };

} // namespace

ClubWindow::ClubWindow(QWidget *parent)
    : QWidget(parent, Qt::Window), mServerEdit(new QLineEdit(this)), mMessage(new QLabel(this)),
      mBattles(new QTreeWidget(this)), mOpen(new QPushButton(tr("&Open Battle"), this)), mPoll(new QTimer(this))
{
    mPoll->setInterval(core::standbyPollMs);
    connect(mPoll, &QTimer::timeout, this, &ClubWindow::pollStandby);
    setWindowTitle(tr("Club — Adjutant"));
    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Server:"), this));
    mServerEdit->setPlaceholderText(tr("service=club or postgresql://umpire@club-server/adjutant"));
    mServerEdit->setToolTip(tr("A pg_service.conf service name or a PostgreSQL URI; the password "
                               "comes from ~/.pgpass and is never stored"));
    top->addWidget(mServerEdit, 1);
    auto *connectButton = new QPushButton(tr("&Connect"), this);
    top->addWidget(connectButton);
    layout->addLayout(top);
    mMessage->setWordWrap(true);
    layout->addWidget(mMessage);

    mBattles->setColumnCount(ColumnCount);
    mBattles->setHeaderLabels({tr("Battle"), tr("Event"), tr("Table"), tr("Turn"),
                               tr("Against break point"), tr("Last events")});
    mBattles->headerItem()->setToolTip(Standing, tr("Each side's losses against the threshold its rule set sets"));
    mBattles->setRootIsDecorated(false);
    mBattles->setUniformRowHeights(true);
    mBattles->setAlternatingRowColors(true);
    mBattles->header()->setStretchLastSection(true);
    layout->addWidget(mBattles, 1);
    auto *bottom = new QHBoxLayout;
    bottom->addStretch(1);
    bottom->addWidget(mOpen);
    layout->addLayout(bottom);

    connect(connectButton, &QPushButton::clicked, this, [this] { connectTo(mServerEdit->text().trimmed()); });
    connect(mServerEdit, &QLineEdit::returnPressed, this, [this] { connectTo(mServerEdit->text().trimmed()); });
    connect(mOpen, &QPushButton::clicked, this, &ClubWindow::openSelected);
    connect(mBattles, &QTreeWidget::itemActivated, this, &ClubWindow::openSelected);
    connect(mBattles, &QTreeWidget::itemSelectionChanged, this, &ClubWindow::showOpen);
    showOpen();
    resize(1000, 480);
}

void ClubWindow::showOpen()
{
    // A standby takes no move and tells of none: a battle is opened from the primary.
    mOpen->setToolTip(mStandby ? tr("A standby only reads: connect to the primary to open a battle")
                               : tr("Show the selected battle in the main window, live (the server decides "
                                    "whether this login may write to it)"));
    mOpen->setEnabled(!mStandby && !mBattles->selectedItems().isEmpty());
}

ClubWindow::~ClubWindow() = default;

bool ClubWindow::connectTo(const QString &server)
{
    mServerEdit->setText(core::PgConnection::withoutPassword(server));
    try {
        // One connection for the window: it lists the club, hears of new events and reads them.
        auto listener = std::make_unique<core::PgConnection>(server);
        core::PostgresStore::checkSchema(*listener);
        auto followed = std::make_unique<ClubBattles>(*listener);
        const QList<ClubBattleLine> lines = followed->readAll();
        mFollowed = std::move(followed);
        mListener = std::move(listener);
        mServer = server;
        mError.clear();
        mStandby = core::isStandby(*mListener);
        showLines(lines);
        showOpen();
        if (mStandby) {
            // A hot standby refuses LISTEN: what changed is read again on a timer.
            mLastSeqs.clear();
            mLastSeqsRead = false;
            pollStandby();
            mPoll->start();
        } else {
            mPoll->stop();
            listen();
            mHow = tr(", updated as the tables play");
            showMessage();
        }
        return true;
    } catch (const core::Error &error) {
        mPoll->stop();
        mError = oneLine(error.message());
        mMessageText = mError;
        mMessage->setText(mError);
        return false;
    }
}

void ClubWindow::showMessage()
{
    int count = mBattles->topLevelItemCount(), damaged = 0;
    for (int row = 0; row < count; ++row)
        damaged += mBattles->topLevelItem(row)->data(Turn, Qt::UserRole).toBool() ? 1 : 0;
    mMessageText = (count == 1 ? tr("1 battle on %1").arg(mListener->display())
                               : tr("%1 battles on %2").arg(QString::number(count), mListener->display()))
        + (damaged == 0 ? QString()
                        : damaged == 1 ? tr(" (1 is damaged and cannot be shown)")
                                       : tr(" (%1 are damaged and cannot be shown)").arg(damaged))
        + mHow;
    mMessage->setText(mMessageText);
}

const QString &ClubWindow::message() const
{
    return mMessageText;
}

void ClubWindow::pollStandby()
{
    try {
        // Each battle's last event; those that moved on (or are new) are brought up to date.
        QSqlQuery &last = mListener->run(QStringLiteral("SELECT battle::text, max(seq) FROM events GROUP BY battle"));
        QList<QUuid> moved;
        while (last.next()) {
            const QUuid battle = QUuid::fromString(last.value(0).toString());
            const qint64 seq = last.value(1).toLongLong();
            const auto known = mLastSeqs.constFind(battle);
            if (known != mLastSeqs.constEnd() && known.value() == seq)
                continue;
            if (mLastSeqsRead) // the first read only learns them: connectTo read every battle
                moved << battle;
            mLastSeqs.insert(battle, seq);
        }
        mLastSeqsRead = true;
        for (const QUuid &battle : std::as_const(moved))
            refreshBattle(battle);
        mHow = QStringLiteral(", ") + standbyWords(core::standbyReplay(*mListener), core::standbyPollMs);
        showMessage();
    } catch (const core::Error &error) {
        mMessageText = oneLine(error.message());
        mMessage->setText(mMessageText); // and tried again at the next tick
    }
}

void ClubWindow::listen()
{
    QSqlDriver *driver = mListener->db().driver();
    driver->subscribeToNotification(channel);
    disconnect(driver, &QSqlDriver::notification, this, nullptr);
    connect(driver, &QSqlDriver::notification, this,
            [this](const QString &name, QSqlDriver::NotificationSource, const QVariant &payload) {
                if (name == channel)
                    refreshBattle(QUuid::fromString(payload.toString()));
            });
    mListener->setOnReconnect([this] { listen(); });
}

void ClubWindow::refresh()
{
    if (mServer.isEmpty())
        return;
    try {
        showLines(mFollowed->readAll());
    } catch (const core::Error &) {
        connectTo(mServer); // a connection made again, or the reason shown
    }
}

void ClubWindow::showLines(const QList<ClubBattleLine> &lines)
{
    mBattles->clear();
    for (const ClubBattleLine &line : lines) {
        new QTreeWidgetItem(mBattles);
        setLine(mBattles->topLevelItemCount() - 1, line);
    }
    for (int column = 0; column < LastEvents; ++column)
        mBattles->resizeColumnToContents(column);
}

void ClubWindow::refreshBattle(const QUuid &battle)
{
    for (int row = 0; row < mBattles->topLevelItemCount(); ++row) {
        if (mBattles->topLevelItem(row)->data(Name, Qt::UserRole).toUuid() == battle) {
            setLine(row, mFollowed->read(battle));
            return;
        }
    }
    // A battle new to the club: list it too, damaged or not (not when the server did not answer).
    const ClubBattleLine line = mFollowed->read(battle);
    if (line.error.isEmpty() || line.damaged) {
        new QTreeWidgetItem(mBattles);
        setLine(mBattles->topLevelItemCount() - 1, line);
        showMessage(); // one battle more
    }
}

void ClubWindow::setLine(int row, const ClubBattleLine &line)
{
    QTreeWidgetItem *item = mBattles->topLevelItem(row);
    item->setData(Name, Qt::UserRole, line.id);
    item->setText(Name, line.name);
    item->setText(Event, line.event);
    item->setText(Table, line.table);
    // A damaged battle stays listed, marked, with why: the umpire sees every other battle as well.
    item->setText(Turn, line.damaged ? tr("damaged") : line.turn);
    item->setData(Turn, Qt::UserRole, line.damaged); // counted in the window's message
    item->setTextAlignment(Turn, Qt::AlignRight | Qt::AlignVCenter);
    item->setIcon(Name, line.damaged ? style()->standardIcon(QStyle::SP_MessageBoxWarning) : QIcon());
    item->setText(Standing, line.error.isEmpty() ? line.standing : line.error);
    item->setToolTip(Standing, line.damaged ? tr("What the server holds: %1").arg(line.damage)
                                             : line.error.isEmpty() ? line.standingHelp : line.error);
    item->setText(LastEvents, line.lastEvents.isEmpty() ? QString() : line.lastEvents.constLast());
    item->setToolTip(LastEvents, line.lastEvents.join(QLatin1Char('\n')));
}

void ClubWindow::openSelected()
{
    const QList<QTreeWidgetItem *> selected = mBattles->selectedItems();
    if (!selected.isEmpty() && !mServer.isEmpty() && !mStandby)
        emit openRequested(mServer, selected.first()->data(Name, Qt::UserRole).toUuid().toString(QUuid::WithoutBraces));
}

} // namespace adjutant::app
