// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>
#include <QString>

namespace adjutant::core {

// Files that appear whole or not at all: the bytes go to an unnamed file in the target's folder
// (Linux's O_TMPFILE), are synced, and only then get their name, so a killed process, a full disk
// or any other failure leaves no partial file and no temporary one. Both throw core::Error naming
// `path` and the problem ("the disk is full"); after a throw nothing was written.
class AtomicFile
{
public:
    // Creates `path` holding `bytes`; refuses an existing path ("already exists"), atomically.
    static void create(const QString &path, QByteArrayView bytes);
    // Creates or replaces `path`. A reader sees the old file or the new one. Linux cannot give an
    // unnamed file a name over an existing one, so a replacement is linked under a temporary name
    // and renamed: only a kill between those two calls can leave that name behind.
    static void replace(const QString &path, QByteArrayView bytes);
};

} // namespace adjutant::core
