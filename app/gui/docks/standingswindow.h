// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/clubtournament.h"

#include <QList>
#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QTreeWidget;

namespace adjutant::app {

// A tournament's standings on the club server (core::ClubTournament, docs/club.md
// "Tournament"), updated as the umpires record results, and exported as CSV.
class StandingsWindow : public QWidget
{
    Q_OBJECT

public:
    explicit StandingsWindow(QWidget *parent = nullptr);
    ~StandingsWindow() override;

    // False (and error() says why, in one line naming the server) when it cannot be reached.
    bool connectTo(const QString &server);
    const QString &error() const { return mError; }
    QTreeWidget *table() const { return mTable; }
    // The line above the table: the event, the server and how the standings follow it.
    QString message() const;
    QComboBox *events() const { return mEvents; }
    // Writes the standings shown as CSV; false (and error() says why) when it cannot.
    bool exportCsv(const QString &path);
    // Reads the standings again.
    void refresh();

private:
    void exportAsked();
    QComboBox *mEvents;
    QLabel *mMessage;
    QTreeWidget *mTable;
    QString mError;
    std::unique_ptr<core::ClubTournament> mTournament;
    QList<core::StandingRow> mRows;
};

} // namespace adjutant::app
