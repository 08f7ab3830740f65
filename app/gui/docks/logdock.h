// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDockWidget>
#include <QHash>
#include <QSet>

class QComboBox;
class QLabel;
class QTableView;
class QTextBrowser;

namespace adjutant::app {

class BattleDocument;
class LogFilter;
class LogModel;

// The battle log: every event with its time, turn and phase, newest in view; filters by unit,
// turn and kind; a rule-set result's dice, modifiers and citations beside the selected entry
// (and as the entry's tooltip).
class LogDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit LogDock(QWidget *parent = nullptr);
    void setDocument(const BattleDocument *document);
    QTableView *view() const { return mView; }
    LogModel *model() const { return mModel; }
    LogFilter *filter() const { return mFilter; }
    QComboBox *unitFilter() const { return mUnit; }
    QComboBox *turnFilter() const { return mTurn; }
    QComboBox *kindFilter() const { return mKind; }
    QTextBrowser *details() const { return mDetails; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void fitColumns();
    void fitNumbers();
    void updateChoices();
    void updateCount();
    void showDetails();

    const BattleDocument *mDocument = nullptr;
    LogModel *mModel;
    LogFilter *mFilter;
    QTableView *mView;
    QComboBox *mUnit;
    QComboBox *mTurn;
    QComboBox *mKind;
    QLabel *mCount;
    QTextBrowser *mDetails;
    int mScanned = 0; // log rows whose turn and kind are in the choices
    QSet<int> mTurns;
    QHash<QString, QString> mKinds; // each kind of entry in the log, by key: its name
};

} // namespace adjutant::app
