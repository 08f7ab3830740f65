#pragma once

#include <QDockWidget>

class QTableView;

namespace adjutant::app {

class BattleDocument;
class LogModel;

// The battle log: every event with its time, turn and phase, newest in view.
class LogDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit LogDock(QWidget *parent = nullptr);
    void setDocument(const BattleDocument *document);
    QTableView *view() const { return mView; }

private:
    LogModel *mModel;
    QTableView *mView;
};

} // namespace adjutant::app
