// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "capture/stickers.h"

#include <QObject>
#include <QPointer>
#include <QStringList>

class QAction;
class QFileSystemWatcher;
class QMenu;
class QThread;
class QTimer;
class QWidget;

namespace adjutant::app {

class BattleDocument;
class CameraWindow;
class CaptureDialog;
struct CaptureFindings;

// The Table menu's capture (issue 32): Capture from Photo… (files), Watch a Folder for Photos…
// (photos arriving from a phone by any sync tool open the confirm view), and Capture Settings…
// (the printed markers' size, the bases' thickness, a hex map's hex size). Photos are read off the
// window's thread; the confirm view (capturedialog.h) records what the player accepts.
class CaptureMenu : public QObject
{
    Q_OBJECT

public:
    explicit CaptureMenu(QWidget *window);
    ~CaptureMenu() override;

    QAction *fromPhoto;
    QAction *fromCamera;
    QAction *watchFolder; // checkable
    QAction *settings;

    void addTo(QMenu *menu) const;
    // The open battle, or none (the actions grey).
    void setDocument(BattleDocument *document);

    // Reads the photos and opens the confirm view with what they show (not modal: `confirm()`
    // returns it); a photo that shows nothing usable is said in one line.
    void capture(const QStringList &photos);
    // Watches `folder` for new photos (empty: stops).
    void watch(const QString &folder);
    QString watchedFolder() const { return mFolder; }
    CaptureDialog *confirm() const;
    // Table > Capture from Camera…: the camera window, or why there is none (said in a box).
    CameraWindow *openCamera();
    bool busy() const { return mBusy; }

    // The Capture Settings as saved; a lens calibration file that cannot be used says why in
    // `lensProblem` and is left out.
    static capture::CaptureSettings savedSettings(QString *lensProblem = nullptr);
    // Where the app offers to keep lens calibrations (made if missing).
    static QString lensFolder();

signals:
    // A line for the status bar: what a watched folder brought, or why it showed nothing.
    void message(const QString &text);
    // The photos were read (the confirm view is open, or the reason was said).
    void captured();

private:
    void chooseFolder(bool on);
    void editSettings();
    // Calibrates the lens from photos of the board the player chooses, saves it where the player
    // says, and returns that file (empty when cancelled or refused, the reason shown).
    QString calibrateFromPhotos(QWidget *parent);
    void folderChanged();
    void update();
    // Opens the confirm view on the findings if their battle is still the document's; else says
    // the battle changed.
    void showFindings(CaptureFindings findings);
    QWidget *mWindow;
    BattleDocument *mDocument = nullptr;
    QFileSystemWatcher *mWatcher;
    QTimer *mSettle;
    QString mFolder;
    QStringList mKnown;   // the folder's photos already there or already read
    QStringList mWaiting; // new photos, read once their size stops changing
    QPointer<CaptureDialog> mDialog; // each deletes itself when closed
    QPointer<CameraWindow> mCamera;
    bool mBusy = false;
    QPointer<QThread> mWorker; // the photos being read, if any
};

} // namespace adjutant::app
