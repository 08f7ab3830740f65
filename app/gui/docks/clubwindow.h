// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/gui/docks/clubbattles.h"

#include <QHash>
#include <QUuid>
#include <QWidget>

#include <memory>

class QLabel;
class QLineEdit;
class QPushButton;
class QTimer;
class QTreeWidget;

namespace adjutant::core {
class PgConnection;
}

namespace adjutant::app {

// The umpire's club window (docs/club.md, "In the app"): every battle on the club server with
// its table, turn, standing against its rule set's threshold and last events, updated as the
// server announces new events (NOTIFY adjutant_events). Opening one shows it in the main window
// on the server directly: the database decides whether this login may write to it. On a hot
// standby (a spectator's, docs/club.md, Failover), which announces nothing, the battles are read
// again every core::standbyPollMs for what changed, and the window says how far behind the
// standby is.
class ClubWindow : public QWidget
{
    Q_OBJECT

public:
    explicit ClubWindow(QWidget *parent = nullptr);
    ~ClubWindow() override;

    // Lists the battles of `server` and listens for news; false (and error() says why, in one
    // line naming the server) when it cannot be reached.
    bool connectTo(const QString &server);
    const QString &server() const { return mServer; }
    const QString &error() const { return mError; }
    QTreeWidget *battles() const { return mBattles; }
    // Reads every battle again.
    void refresh();
    // Whether the server is a hot standby (read every core::standbyPollMs rather than told of news).
    bool onStandby() const { return mStandby; }
    const QString &message() const;

signals:
    void openRequested(const QString &server, const QString &battle);

private:
    void refreshBattle(const QUuid &battle);
    void listen();
    void setLine(int row, const ClubBattleLine &line);
    void showLines(const QList<ClubBattleLine> &lines);
    void openSelected();
    void showOpen(); // the Open button as the server and the selection allow
    void showMessage(); // the battles' count, and how they are followed
    void pollStandby();
    QLineEdit *mServerEdit;
    QLabel *mMessage;
    QTreeWidget *mBattles;
    QPushButton *mOpen;
    QString mServer;
    QString mError;
    QString mHow; // how the battles are followed: told of news, or read from a standby
    QString mMessageText;
    bool mStandby = false;
    QTimer *mPoll;
    QHash<QUuid, qint64> mLastSeqs; // on a standby: each battle's last event as last read
    bool mLastSeqsRead = false;
    std::unique_ptr<core::PgConnection> mListener;
    std::unique_ptr<ClubBattles> mFollowed; // over mListener, and gone before it
};

} // namespace adjutant::app
