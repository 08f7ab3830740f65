// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSortFilterProxyModel>

namespace adjutant::app {

// The log's rows that concern one unit, one turn and one kind of entry (each optional), as
// LogModel's roles tell them.
class LogFilter : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit LogFilter(QObject *parent = nullptr);

    // Empty, 0 and empty: every row.
    void setUnit(const QString &unitId);
    void setTurn(int turn);
    void setKind(const QString &kind);
    bool filtering() const { return !mUnit.isEmpty() || mTurn > 0 || !mKind.isEmpty(); }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString mUnit;
    int mTurn = 0;
    QString mKind;
};

} // namespace adjutant::app
