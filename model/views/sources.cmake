target_sources(atlaslab_model PRIVATE
    views/ColumnSpec.h
    views/CollectionTableModel.h views/CollectionTableModel.cpp
)
