// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QTreeWidget;

namespace adjutant::app {

// File > Open from Club…: the club server as libpq users name it (a service or a URI; the
// password stays in ~/.pgpass), its battles with their table and turn, and Open.
class ClubOpenDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ClubOpenDialog(const QString &server, QWidget *parent = nullptr);

    // Lists the battles of the server typed; false (and error() says why in one line) when it
    // cannot be reached.
    bool list();
    QString server() const;
    // The chosen battle's id; empty when none is chosen.
    QString battle() const;
    const QString &error() const { return mError; }
    QLineEdit *serverEdit() const { return mServer; }
    QTreeWidget *battles() const { return mBattles; }

private:
    QLineEdit *mServer;
    QLabel *mMessage;
    QTreeWidget *mBattles;
    QDialogButtonBox *mButtons;
    QString mError;
    QString mListed; // the server whose battles are listed
};

} // namespace adjutant::app
