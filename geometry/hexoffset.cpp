// SPDX-License-Identifier: GPL-3.0-or-later
#include "geometry/hexoffset.h"

#include <stdexcept>

namespace adjutant::geometry {

namespace {

constexpr int kFirstLabel = 1; // see the interpretation in hexoffset.h
constexpr int kLastLabel = 99; // two printed digits

std::string twoDigits(int value)
{
    return {static_cast<char>('0' + value / 10), static_cast<char>('0' + value % 10)};
}

} // namespace

std::string hexLabel(HexOffset offset)
{
    const int column = offset.column + kFirstLabel;
    const int row = offset.row + kFirstLabel;
    if (column < kFirstLabel || column > kLastLabel || row < kFirstLabel || row > kLastLabel)
        throw std::invalid_argument("hex column " + std::to_string(offset.column) + ", row " +
                                    std::to_string(offset.row) +
                                    " has no four-digit map label (labels run from 0101 to 9999)");
    return twoDigits(column) + twoDigits(row);
}

std::string describeHex(Hex hex)
{
    const HexOffset offset = toOffset(hex);
    std::string text =
        "column " + std::to_string(offset.column) + ", row " + std::to_string(offset.row);
    if (offset.column + kFirstLabel >= kFirstLabel && offset.column + kFirstLabel <= kLastLabel &&
        offset.row + kFirstLabel >= kFirstLabel && offset.row + kFirstLabel <= kLastLabel)
        text += " (" + hexLabel(offset) + ")";
    return text;
}

std::optional<HexOffset> parseHexLabel(std::string_view label)
{
    if (label.size() != 4)
        return std::nullopt;
    for (const char c : label) {
        if (c < '0' || c > '9')
            return std::nullopt;
    }
    const int column = (label[0] - '0') * 10 + (label[1] - '0');
    const int row = (label[2] - '0') * 10 + (label[3] - '0');
    if (column < kFirstLabel || row < kFirstLabel)
        return std::nullopt;
    return HexOffset{column - kFirstLabel, row - kFirstLabel};
}

} // namespace adjutant::geometry
