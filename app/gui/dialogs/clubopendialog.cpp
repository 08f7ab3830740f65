// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/dialogs/clubopendialog.h"

#include "app/gui/docks/clubbattles.h"
#include "core/error.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace adjutant::app {

ClubOpenDialog::ClubOpenDialog(const QString &server, QWidget *parent)
    : QDialog(parent), mServer(new QLineEdit(server, this)), mMessage(new QLabel(this)),
      mBattles(new QTreeWidget(this)),
      mButtons(new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Open from Club"));
    auto *layout = new QVBoxLayout(this);
    auto *row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("&Server:"), this));
    row->addWidget(mServer, 1);
    auto *listButton = new QPushButton(tr("&List Battles"), this);
    row->addWidget(listButton);
    layout->addLayout(row);
    auto *hint = new QLabel(tr("A service of ~/.pg_service.conf (service=club) or a URI "
                               "(postgresql://table1@club-server/adjutant); the password stays in ~/.pgpass."),
                            this);
    hint->setWordWrap(true);
    hint->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(hint);
    mMessage->setWordWrap(true);
    layout->addWidget(mMessage);
    mBattles->setHeaderLabels({tr("Battle"), tr("Event"), tr("Table"), tr("Turn")});
    mBattles->setRootIsDecorated(false);
    layout->addWidget(mBattles, 1);
    layout->addWidget(mButtons);
    mButtons->button(QDialogButtonBox::Open)->setEnabled(false);
    connect(listButton, &QPushButton::clicked, this, &ClubOpenDialog::list);
    connect(mServer, &QLineEdit::returnPressed, this, &ClubOpenDialog::list);
    connect(mBattles, &QTreeWidget::itemSelectionChanged, this, [this] {
        mButtons->button(QDialogButtonBox::Open)->setEnabled(!battle().isEmpty());
    });
    connect(mBattles, &QTreeWidget::itemActivated, this, &QDialog::accept);
    connect(mButtons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(mButtons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(640, 400);
}

bool ClubOpenDialog::list()
{
    mBattles->clear();
    mListed.clear();
    try {
        const QString server = mServer->text().trimmed();
        for (const ClubBattleLine &line : clubBattles(server)) {
            auto *item = new QTreeWidgetItem(mBattles, {line.name, line.event, line.table,
                                                        line.damaged ? tr("damaged") : line.turn});
            if (line.damaged)
                item->setToolTip(3, line.error);
            item->setData(0, Qt::UserRole, line.id.toString(QUuid::WithoutBraces));
            item->setTextAlignment(3, Qt::AlignRight | Qt::AlignVCenter);
        }
        for (int column = 0; column < mBattles->columnCount(); ++column)
            mBattles->resizeColumnToContents(column);
        mListed = server;
        mError.clear();
        mMessage->setText(mBattles->topLevelItemCount() ? tr("Choose the battle of this table")
                                                        : tr("No battles on this server yet"));
        return true;
    } catch (const core::Error &error) {
        mError = oneLine(error.message());
        mMessage->setText(mError);
        return false;
    }
}

QString ClubOpenDialog::server() const
{
    return mListed;
}

QString ClubOpenDialog::battle() const
{
    const QList<QTreeWidgetItem *> selected = mBattles->selectedItems();
    return selected.isEmpty() || mListed.isEmpty() ? QString() : selected.first()->data(0, Qt::UserRole).toString();
}

} // namespace adjutant::app
