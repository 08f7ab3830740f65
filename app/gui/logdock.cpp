#include "app/gui/logdock.h"

#include "app/gui/logmodel.h"

#include <QHeaderView>
#include <QTableView>

namespace adjutant::app {

LogDock::LogDock(QWidget *parent)
    : QDockWidget(tr("Log"), parent), mModel(new LogModel(this)), mView(new QTableView(this))
{
    setObjectName(QStringLiteral("logDock"));
    mView->setModel(mModel);
    mView->setSelectionBehavior(QAbstractItemView::SelectRows);
    mView->setAlternatingRowColors(true);
    mView->verticalHeader()->hide();
    mView->verticalHeader()->setDefaultSectionSize(mView->fontMetrics().height() + 6);
    mView->horizontalHeader()->setStretchLastSection(true);
    mView->setWordWrap(false);
    mView->setColumnWidth(LogModel::Seq, 48);
    mView->setColumnWidth(LogModel::Time, 72);
    mView->setColumnWidth(LogModel::Turn, 44);
    mView->setColumnWidth(LogModel::Phase, 90);
    setWidget(mView);
    connect(mModel, &QAbstractItemModel::rowsInserted, mView, &QTableView::scrollToBottom);
    connect(mModel, &QAbstractItemModel::modelReset, mView, &QTableView::scrollToBottom);
}

void LogDock::setDocument(const BattleDocument *document)
{
    mModel->setDocument(document);
}

} // namespace adjutant::app
